import { z } from 'zod';
import { TEXT_LIMITS } from '../common/constants';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';

/**
 * The account rules of spec section 5, each defined once. A rule takes the message it reports because the
 * server and the forms word the same rule differently (e.g. 'Invalid email format' vs 'Valid email is required').
 */
const { passwordMin, passwordMax, nameMax, lastNameMax, otpLength } = TEXT_LIMITS;

const PASSWORD_CHARS = 'A-Za-z\\d!@#$%^&*';
/** Server rule: 8+ characters from letters, digits and ! @ # $ % ^ & *, with a letter and a digit. */
export const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[${PASSWORD_CHARS}]{${passwordMin},}$`);
/** The register form's stricter check: the letter must include a lowercase one. */
export const FORM_PASSWORD_PATTERN = new RegExp(`^(?=.*[a-z])(?=.*\\d)[${PASSWORD_CHARS}]{${passwordMin},}$`);
export const OTP_PATTERN = new RegExp(`^\\d{${otpLength}}$`);
/** Letters (any script, with their marks), digits and spaces. */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} ]+$/u;

/** The word typed to confirm account deletion. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Trimmed, lower-cased e-mail. Missing or blank reports `required`; a malformed one reports `invalid`. */
export const emailRule = (invalid: string, required: string = invalid) =>
  singleLineString(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }));

/** The server's password strength rule (register, reset, change). */
export const passwordRule = (message: string = MESSAGES.register.invalidPassword) =>
  singleLineString(message).regex(PASSWORD_PATTERN, message);

/** The register form's password check (requires a lowercase letter). */
export const formPasswordRule = (message: string = MESSAGES.register.passwordRuleForm) =>
  singleLineString(message).regex(FORM_PASSWORD_PATTERN, message);

/** Reset flow: at most 50 characters ('Password cannot exceed 50 characters'), then the strength rule. */
export const resetPasswordRule = (required: string = MESSAGES.reset.allFieldsRequired) =>
  singleLineString(required)
    .min(1, required)
    .max(passwordMax, MESSAGES.reset.passwordTooLong)
    .regex(PASSWORD_PATTERN, MESSAGES.reset.passwordRuleForm);

/** Change password (account security): at least 8 ('... at least 8 characters long'), at most 50, strength rule. */
export const newPasswordRule = singleLineString(MESSAGES.account.passwordMinLong)
  .min(passwordMin, MESSAGES.account.passwordMinLong)
  .max(passwordMax, MESSAGES.reset.passwordTooLong)
  .regex(PASSWORD_PATTERN, MESSAGES.register.passwordRuleForm);

/** Exactly 6 digits. */
export const otpRule = (message: string = MESSAGES.otp.invalidFormat) =>
  singleLineString(message).trim().regex(OTP_PATTERN, message);

/** Server: first name trimmed, at most 20 characters. */
export const nameRule = singleLineString().trim().max(nameMax, MESSAGES.register.nameTooLong);

/** Server: last name trimmed, at most 20 characters; '' when not given. */
export const lastNameRule = singleLineString().trim().max(lastNameMax, MESSAGES.register.lastNameTooLong).default('');

/** Form: first name required, at most 20 letters, digits or spaces. */
export const formFirstNameRule = singleLineString(MESSAGES.checkout.firstNameRequired)
  .trim()
  .min(1, MESSAGES.checkout.firstNameRequired)
  .max(nameMax, MESSAGES.register.firstNameForm)
  .regex(NAME_PATTERN, MESSAGES.register.firstNameForm);

/** Form: last name optional; when given, at most 20 letters, digits or spaces. */
export const formLastNameRule = singleLineString()
  .trim()
  .max(lastNameMax, MESSAGES.register.lastNameForm)
  .refine((value) => value === '' || NAME_PATTERN.test(value), MESSAGES.register.lastNameForm)
  .default('');

/** A pasted code: the 6 digits when the paste is exactly a 6-digit code, else null ('Please paste a valid 6-digit OTP'). */
export function parseOtpPaste(text: string): string | null {
  const code = text.trim();
  return OTP_PATTERN.test(code) ? code : null;
}

/**
 * Arguments for `.refine(...)`: reports `message` at `confirmField` when it differs from `field`.
 * Runs even while other fields have issues, so a form shows the mismatch beside its other errors;
 * in a staged server schema it sits in a later stage, after presence and format.
 */
export function mustMatch(field: string, confirmField: string, message: string) {
  const check = (value: Record<string, unknown>) => value[field] === value[confirmField];
  const params = {
    message,
    path: [confirmField],
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  };
  return [check, params] as const;
}
