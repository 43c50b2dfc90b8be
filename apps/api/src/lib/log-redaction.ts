/**
 * What never reaches a log line: passwords and their hashes, codes, tokens, cookies, credentials in URLs,
 * and the values a failed database query was given (e-mails, names, addresses, bcrypt hashes).
 */

const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'otp',
  'token',
  'jwt',
  'secret',
  'jwtSecret',
  'authorization',
  'cookie',
  'databaseUrl',
  'redisUrl',
  'smtpUrl',
  'cloudinaryUrl',
];

/**
 * pino `redact` paths: the secret keys at the top of a log object and two levels down, plus the headers and
 * the database parameters. (`code` only where it means a one-time code: an error's `code` is kept.)
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'code',
  'body.code',
  'req.body',
  'err.params',
  'err.cause.params',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** A key that holds a secret, whatever object it sits in. */
const SECRET_KEY = /^(?:.*pass(?:word)?.*|pwd|otp|.*secret.*|.*token.*|jwt|authorization|cookie|set-cookie|.*api[-_]?key.*|.*(?:database|redis|smtp|cloudinary)_?url)$/i;

/** Keys of database and parser errors that carry the values themselves (query params, the raw body). */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'body', 'rawBody', 'queryOptions', 'where']);

const URL_CREDENTIALS = /\b([a-z][a-z\d+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi;
const BCRYPT_HASH = /\$2[abxy]?\$\d{2}\$[./A-Za-z\d]{53}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** Drizzle's "Failed query: <sql>\nparams: <values>": the values run up to the stack's first frame or the end. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
/** PostgreSQL's 'invalid input syntax for type uuid: "<value>"' and the like. */
const QUOTED_INPUT = /((?:for type|for enum) [^:]+: )"[\s\S]*"$/;

/** A text with credentials in URLs, bcrypt hashes, JWTs and query parameters taken out. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '')
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`)
    .replace(BCRYPT_HASH, REDACTED)
    .replace(JWT, REDACTED);
}

/** An error message without the values it quotes. */
function scrubMessage(message: string): string {
  return scrubText(message).replace(QUOTED_INPUT, `$1${REDACTED}`);
}

const KEY_VALUE_DETAIL = /^(Key \(.*?\))=\([\s\S]*\) (already exists\.|is not present in table "[^"]*"\.|is still referenced from table "[^"]*"\.)$/;

/**
 * PostgreSQL's `detail` names the columns and repeats the values ('Key (email)=(a@b.pk) already exists.',
 * 'Failing row contains (...)'): keep the columns, drop the values.
 */
function scrubDetail(detail: string): string {
  const keyValue = KEY_VALUE_DETAIL.exec(detail);
  return keyValue ? `${keyValue[1]}=(${REDACTED}) ${keyValue[2]}` : REDACTED;
}

const MAX_DEPTH = 5;
const MAX_ITEMS = 20;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return serializeErrorAt(value, depth);
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1));
  return scrubFields(value as Record<string, unknown>, {}, depth);
}

function scrubFields(source: Record<string, unknown>, into: Record<string, unknown>, depth: number): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    if (key in into || VALUE_KEYS.has(key) || value === undefined) continue;
    if (SECRET_KEY.test(key)) into[key] = REDACTED;
    else if (key === 'detail' && typeof value === 'string') into[key] = scrubDetail(value);
    else into[key] = scrubValue(value, depth + 1);
  }
  return into;
}

function serializeErrorAt(err: Error, depth: number): Record<string, unknown> {
  const message = scrubMessage(err.message);
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message };
  // the stack starts with the message: replace it whole, then catch any params line left over
  if (err.stack) out.stack = scrubText(err.stack.replace(err.message, () => message));
  scrubFields(err as unknown as Record<string, unknown>, out, depth);
  // `cause` and AggregateError's `errors` are not enumerable on native errors
  if (!('cause' in out) && err.cause !== undefined) out.cause = scrubValue(err.cause, depth + 1);
  if (err instanceof AggregateError && !('errors' in out)) out.errors = scrubValue(err.errors, depth + 1);
  return out;
}

/**
 * pino's `err` serializer: message, stack, code, table, column, constraint and the like stay so an operator
 * can debug; query parameters, raw bodies and secret-named fields go, in the error and in its causes.
 */
export function serializeError(err: unknown): unknown {
  return err instanceof Error ? serializeErrorAt(err, 0) : scrubValue(err, 0);
}
