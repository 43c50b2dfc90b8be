import { z } from 'zod';
import { optionalMobileRule, requiredString } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';
import { updateAddressSchema } from './auth.schemas';
import {
  DELETE_CONFIRMATION_WORD,
  emailRule,
  formFirstNameRule,
  formLastNameRule,
  formPasswordRule,
  mustMatch,
  newPasswordRule,
  otpRule,
  resetPasswordRule,
} from './rules';

/**
 * Schemas of the web forms (spec section 5, "form side"). They report every field at once, with the
 * form texts; the server bodies in auth.schemas.ts keep the server texts and the first-issue order.
 */

export const registerFormSchema = z
  .object({
    name: formFirstNameRule,
    lastName: formLastNameRule,
    // each field reports its own text; the server's all-fields text is the server's, never a field's
    email: emailRule(MESSAGES.register.invalidEmail),
    password: formPasswordRule(),
    confirmPassword: z.string().min(1, MESSAGES.register.confirmPasswordRequired),
    terms: z.boolean({ error: MESSAGES.register.termsRequired }).refine((accepted) => accepted, MESSAGES.register.termsRequired),
  })
  .refine(...mustMatch('password', 'confirmPassword', MESSAGES.register.passwordsDoNotMatch));
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: emailRule(MESSAGES.register.invalidEmail, MESSAGES.login.required),
  password: singleLineString(MESSAGES.login.required).min(1, MESSAGES.login.required).min(8, MESSAGES.login.passwordMin),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** The six boxes joined: exactly 6 digits ('Please enter a valid 6-digit OTP'). */
export const otpFormSchema = z.object({ otp: otpRule(MESSAGES.otp.formInvalid) });
export type OtpFormValues = z.input<typeof otpFormSchema>;

/** Reset step 1: the e-mail, checked as it is typed. */
export const resetEmailFormSchema = z.object({ email: emailRule(MESSAGES.otp.validEmailRequired) });
export type ResetEmailFormValues = z.input<typeof resetEmailFormSchema>;

/** Reset step 3: new password and confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordRule(),
    confirmPassword: requiredString(MESSAGES.reset.allFieldsRequired),
  })
  .refine(...mustMatch('newPassword', 'confirmPassword', MESSAGES.reset.passwordsDoNotMatch));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** Account > Security. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: requiredString(MESSAGES.account.deletePasswordRequired),
    newPassword: newPasswordRule,
    confirmPassword: z.string(),
  })
  .refine(...mustMatch('newPassword', 'confirmPassword', MESSAGES.account.passwordsDontMatch));
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** The 'Delete My Account' modal; the e-mail comes from the signed-in user. */
export const deleteAccountFormSchema = z.object({
  password: requiredString(MESSAGES.account.deletePasswordRequired),
  confirmation: singleLineString(MESSAGES.account.deleteTypeConfirm).refine((typed) => typed.trim() === DELETE_CONFIRMATION_WORD, MESSAGES.account.deleteTypeConfirm),
});
export type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;

/** Account > Profile (the e-mail is read-only; the picture is checked with validateProfilePicture). */
export const profileFormSchema = z.object({
  name: formFirstNameRule,
  lastName: formLastNameRule,
  mobileNumber: optionalMobileRule(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Account > Address: the same rules as the server's address shape. */
export const addressFormSchema = updateAddressSchema;
export type AddressFormValues = z.input<typeof addressFormSchema>;
