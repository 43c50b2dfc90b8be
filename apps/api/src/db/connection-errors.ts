/** Network failures on the way to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs of a server that is away or overwhelmed: connection exceptions (08...), shutting down or
 * starting up (57P01-57P05), too many connections, a statement cancelled by statement_timeout, a session
 * ended by idle_in_transaction_session_timeout.
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-5]|53300|57014|25P03)$/;

/** node-postgres's own words for a connection that timed out, broke or never opened. */
const DRIVER_MESSAGES = [
  /^timeout expired$/,
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /not queryable/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and its causes (Drizzle wraps driver errors in one of its own). */
function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current = error;
  while (current && typeof current === 'object' && found.length < 5) {
    found.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return found;
}

function isUnavailableError(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the database is away or too slow (refused, timed out, dropped), as opposed to a bug in a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some(isUnavailableError);
}

/** A short reason fit for a log line: `ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432`, no query text. */
export function databaseFailureReason(error: unknown): string {
  const root = chain(error).find(isUnavailableError) ?? chain(error).at(-1) ?? {};
  const code = typeof root.code === 'string' ? root.code : '';
  let message = typeof root.message === 'string' ? root.message : '';
  // a host name with several addresses fails as an AggregateError with an empty message
  if (!message && Array.isArray(root.errors)) message = root.errors.map((e: ErrorLike) => String(e?.message ?? '')).filter(Boolean).join(', ');
  if (/^timeout expired$|connection timeout/.test(message)) message = 'no answer in time (connect timeout)';
  return (message.includes(code) ? message : `${code} ${message}`).trim() || String(error);
}

/** `postgres://user:secret@db:5432/shop?ssl=true` -> `postgres://db:5432/shop`: never print credentials. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** The one line printed when the store cannot start on its database. */
export function databaseStartupProblem(databaseUrl: string, error: unknown): string {
  const where = `${redactDatabaseUrl(databaseUrl)} (user and password hidden)`;
  const verb = isDatabaseUnavailable(error) ? 'cannot reach' : 'cannot use';
  return `${verb} the database at ${where}: ${databaseFailureReason(error)}`;
}
