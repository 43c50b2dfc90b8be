import { z } from 'zod';
import { MESSAGES } from '../common/messages';
import { multiLineString, singleLineString } from '../common/text';
import { emailRule } from '../auth/rules';

/**
 * Forms that make no server call (spec section 5, "Other forms"): the newsletter thanks the shopper,
 * the missing-book and contact forms open a mail draft.
 */
/** Trimmed and not blank ('All fields are required'); no cap: the text only fills a mail draft. */
const required = (text = singleLineString) => text(MESSAGES.forms.allFieldsRequired).trim().min(1, MESSAGES.forms.allFieldsRequired);

export const newsletterSchema = z.object({ email: emailRule(MESSAGES.newsletter.invalidEmail) });
export type NewsletterValues = z.input<typeof newsletterSchema>;

export const missingBookSchema = z.object({ name: required(), description: required(multiLineString) });
export type MissingBookValues = z.input<typeof missingBookSchema>;

export const contactSchema = z.object({ name: required(), subject: required(), message: required(multiLineString) });
export type ContactValues = z.input<typeof contactSchema>;
