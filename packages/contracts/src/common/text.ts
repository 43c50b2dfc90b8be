import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * What text the shop takes: no C0 control characters or DEL (PostgreSQL cannot even store NUL), no
 * U+FFFE/U+FFFF noncharacters and no lone UTF-16 surrogate halves (they cannot be written as UTF-8).
 * Multi-line text (descriptions, addresses, comments, notes) may hold tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/;
// a high half not followed by a low one, or a low half not preceded by a high one (no lookbehind: older Safari)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` is one line of plain text. */
export const isSingleLineText = (value: string) => !SINGLE_LINE_REFUSED.test(value) && !LONE_SURROGATE.test(value);

/** True when `value` is plain text that may span lines and hold tabs. */
export const isMultiLineText = (value: string) => !MULTI_LINE_REFUSED.test(value) && !LONE_SURROGATE.test(value);

// Checked first and not aborting, so the message is the first issue and a union still picks its shape.
const textRule = (isText: (value: string) => boolean, error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(isText, MESSAGES.general.textNotAllowed);

/**
 * The base of every free-text input: a string of one line, else MESSAGES.general.textNotAllowed before any
 * other rule of the field. `error` is the field's message for a missing or non-string value.
 */
export const singleLineString = (error?: string) => textRule(isSingleLineText, error);

/** Like singleLineString, but tab, line feed and carriage return are allowed. */
export const multiLineString = (error?: string) => textRule(isMultiLineText, error);
