import { z } from 'zod';
import { COUNTRIES } from '../common/constants';
import { boundedText, idRule, optionalMobileRule, requiredString } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';
import {
  emailRule,
  lastNameRule,
  mustMatch,
  nameRule,
  newPasswordRule,
  otpRule,
  passwordRule,
  resetPasswordRule,
} from './rules';

/**
 * Request bodies of the Auth calls (spec section 7), validated by the API.
 * "First issue wins": a body is checked in stages with `.pipe` - first every required field is present
 * (else the call's 'required' text), then formats, then cross-field rules - so a missing field is never
 * reported as a format error. Later stages re-declare the fields with their stricter rules.
 */

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const AUTH_PROVIDERS = ['local'] as const;
export type Country = (typeof COUNTRIES)[number];

/** A user as the API shows it (spec section 3). Text fields are '' when not provided. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAccountVerified: z.boolean(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
  country: z.string(),
  shippingAddress: z.string(),
  mobileNumber: z.string(),
  profilePicture: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** How the account signs in: 'local' is e-mail and password (the only way today). */
  authProvider: z.enum(AUTH_PROVIDERS),
});
export type User = z.infer<typeof userSchema>;

// ---- register ----
const R = MESSAGES.register;
const registerPresence = z.object({
  name: requiredString(R.required),
  lastName: singleLineString(R.required).optional(),
  email: requiredString(R.required),
  password: requiredString(R.required),
  confirmPassword: requiredString(R.required),
});
export const registerBodySchema = registerPresence
  .pipe(
    registerPresence
      .extend({ email: emailRule(R.invalidEmail), password: passwordRule(R.invalidPassword) })
      .refine(...mustMatch('password', 'confirmPassword', R.passwordsDoNotMatch)),
  )
  .pipe(registerPresence.extend({ name: nameRule, lastName: lastNameRule }));
export type RegisterBody = z.infer<typeof registerBodySchema>;

// ---- login (sends the guest cart and wishlist along) ----
/** A guest cart line; the server clamps the quantity to 10 and reports what it could not sync in syncErrors. */
export const localCartItemSchema = z.object({
  productId: idRule(),
  quantity: z.number({ error: MESSAGES.general.invalidRequest }).int(MESSAGES.general.invalidRequest).min(1, MESSAGES.cart.quantityMin),
  format: singleLineString().trim().max(50).nullish(),
});
export type LocalCartItem = z.infer<typeof localCartItemSchema>;

const localCart = z.array(localCartItemSchema).max(100);
const localWishlist = z.array(idRule()).max(100);
const loginPresence = z.object({
  email: requiredString(MESSAGES.login.required),
  password: requiredString(MESSAGES.login.required),
  localCart: localCart.default([]),
  localWishlist: localWishlist.default([]),
});
export const loginBodySchema = loginPresence.pipe(
  z.object({
    email: emailRule(R.invalidEmail),
    password: singleLineString().min(8, MESSAGES.login.passwordMin),
    localCart,
    localWishlist,
  }),
);
export type LoginBody = z.infer<typeof loginBodySchema>;

// ---- OTPs ----
/** The user comes from the session or from `userId`/`email` handed over after login. */
export const verifyAccountBodySchema = z.object({
  otp: otpRule(MESSAGES.otp.invalidFormat),
  userId: singleLineString().trim().max(100).optional(),
  email: singleLineString().trim().toLowerCase().max(254).optional(),
  // verifying signs in: this device's guest cart and wishlist are taken over as at login
  localCart: localCart.default([]),
  localWishlist: localWishlist.default([]),
});
export type VerifyAccountBody = z.infer<typeof verifyAccountBodySchema>;

export const sendVerifyOtpBodySchema = z.object({ userId: idRule(MESSAGES.otp.userIdRequired) });
export type SendVerifyOtpBody = z.infer<typeof sendVerifyOtpBodySchema>;

export const sendResetOtpBodySchema = z.object({ email: emailRule(MESSAGES.otp.validEmailRequired) });
export type SendResetOtpBody = z.infer<typeof sendResetOtpBodySchema>;

const verifyResetPresence = z.object({
  email: requiredString(MESSAGES.otp.emailAndOtpRequired),
  otp: requiredString(MESSAGES.otp.emailAndOtpRequired),
});
export const verifyResetOtpBodySchema = verifyResetPresence.pipe(
  verifyResetPresence.extend({ email: emailRule(MESSAGES.otp.emailAndOtpRequired), otp: otpRule(MESSAGES.otp.invalidFormat) }),
);
export type VerifyResetOtpBody = z.infer<typeof verifyResetOtpBodySchema>;

// ---- reset password ----
const resetPresence = z.object({
  email: requiredString(MESSAGES.reset.allFieldsRequired),
  otp: requiredString(MESSAGES.reset.allFieldsRequired),
  newPassword: requiredString(MESSAGES.reset.allFieldsRequired),
  confirmPassword: requiredString(MESSAGES.reset.allFieldsRequired),
});
export const resetPasswordBodySchema = resetPresence.pipe(
  resetPresence
    .extend({ email: emailRule(R.invalidEmail), otp: otpRule(MESSAGES.otp.invalidFormat), newPassword: resetPasswordRule() })
    .refine(...mustMatch('newPassword', 'confirmPassword', MESSAGES.reset.passwordsDoNotMatch)),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// ---- update profile: three shapes on one call ----
/** Multipart text fields (the optional picture travels as the 'profilePicture' file). */
export const updateProfileFieldsSchema = z.object({
  name: singleLineString(MESSAGES.checkout.firstNameRequired)
    .trim()
    .min(1, MESSAGES.checkout.firstNameRequired)
    .max(20, R.nameTooLong),
  lastName: lastNameRule,
  mobileNumber: optionalMobileRule(),
});
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;

/** Address fields: all five keys are sent (so this shape is told apart from the others); '' clears one. */
export const updateAddressSchema = z.object({
  address: boundedText(200, MESSAGES.general.invalidRequest, { multiLine: true }),
  city: boundedText(100),
  postCode: boundedText(20),
  // a refinement, not an enum, so a wrong country still counts as this shape and reports its own text
  country: singleLineString(MESSAGES.checkout.countryRequired).refine(
    (value): value is Country => (COUNTRIES as readonly string[]).includes(value),
    MESSAGES.checkout.countryRequired,
  ),
  shippingAddress: boundedText(500, MESSAGES.general.invalidRequest, { multiLine: true }),
});
export type UpdateAddress = z.infer<typeof updateAddressSchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: requiredString(MESSAGES.forms.allFieldsRequired),
  newPassword: newPasswordRule,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * PUT /api/auth/update-profile takes one of the three shapes. The first shape whose required keys are all
 * present reports its own messages; a body matching none gets 'Invalid request'.
 */
export const updateProfileBodySchema = z.union([changePasswordBodySchema, updateAddressSchema, updateProfileFieldsSchema], {
  error: MESSAGES.general.invalidRequest,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// ---- delete account ----
const deletePresence = z.object({
  email: requiredString(MESSAGES.login.required),
  password: requiredString(MESSAGES.login.required),
});
export const deleteAccountBodySchema = deletePresence.pipe(deletePresence.extend({ email: emailRule(R.invalidEmail) }));
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
