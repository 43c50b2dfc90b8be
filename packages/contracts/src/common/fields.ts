import { z } from 'zod';
import { MESSAGES } from './messages';
import { multiLineString, singleLineString } from './text';

/**
 * Small field rules shared by several areas. Each takes the catalogue message it reports, so one rule
 * serves every form and body that words its failure differently. All of them refuse control characters
 * (see text.ts); `multiLine` fields also take tabs and line breaks.
 */

interface TextOptions {
  /** Tab, line feed and carriage return are allowed (addresses, comments, descriptions). */
  multiLine?: boolean;
}
const textString = (message: string, { multiLine = false }: TextOptions = {}) =>
  multiLine ? multiLineString(message) : singleLineString(message);

/** Present, a string and not blank, else `message`. The value is kept as sent (passwords keep their spaces). */
export const requiredString = (message: string) =>
  singleLineString(message).refine((value) => value.trim() !== '', message);

/** A required text field, trimmed, at most `max` characters. */
export const requiredText = (message: string, max: number, tooLong: string = message, options?: TextOptions) =>
  textString(message, options).trim().min(1, message).max(max, tooLong);

/** A text field that must be present but may be '' (trimmed, at most `max`). */
export const boundedText = (max: number, message: string = MESSAGES.general.invalidRequest, options?: TextOptions) =>
  textString(message, options).trim().max(max, message);

/** An entity id in a path or a body (uuids in practice; the API answers "not found" for unknown ones). */
export const idRule = (message: string = MESSAGES.general.invalidRequest) =>
  singleLineString(message).trim().min(1, message).max(100, message);

/** `:userId` of the cart and wishlist paths. */
export const userIdParamsSchema = z.object({ userId: idRule() });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

/** 10 to 15 digits with an optional leading +, once spaces, dashes and brackets are removed. */
export const MOBILE_PATTERN = /^\+?\d{10,15}$/;

/** True for a lenient any-locale mobile number: '+923001234567', '0300 1234567', '(0300) 123-4567'. */
export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value.replace(/[\s()-]/g, ''));
}

/** A mobile number as typed (trimmed); the message of spec section 5 when it does not look like one. */
export const mobileRule = (message: string = MESSAGES.checkout.mobileRequired) =>
  singleLineString(message).trim().max(25, message).refine(isMobileNumber, message);

/** Like mobileRule, but '' (not given) is allowed: profiles may leave the phone number empty. */
export const optionalMobileRule = (message: string = MESSAGES.checkout.mobileRequired) =>
  singleLineString(message)
    .trim()
    .max(25, message)
    .refine((value) => value === '' || isMobileNumber(value), message)
    .default('');
