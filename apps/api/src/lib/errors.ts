import { ERROR_STATUS, MESSAGES, type ErrorCode, type ErrorResponse } from '@bookstore/contracts';

/** Expected failures have a code (the contracts' ERROR_CODES); the contracts' table maps each to its HTTP status. */
export { ERROR_STATUS, type ErrorCode };

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: MESSAGES.general.invalidRequest,
  UNAUTHENTICATED: MESSAGES.session.expired,
  FORBIDDEN: MESSAGES.session.forbidden,
  NOT_FOUND: MESSAGES.general.notFound,
  CONFLICT: MESSAGES.general.invalidRequest,
  PAYLOAD_TOO_LARGE: MESSAGES.general.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.general.unsupportedContentType,
  RATE_LIMITED: MESSAGES.general.tooManyRequests,
  INTERNAL: MESSAGES.general.unexpected,
  UNAVAILABLE: MESSAGES.general.unavailable,
};

/** A failure the client may see: its message is one of the catalogue's texts. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields merged into the JSON answer (never internals). */
  readonly extra?: Record<string, unknown>;
  /** Sent as the Retry-After header (429, 503). */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message?: string, extra?: Record<string, unknown>, options: { retryAfterSeconds?: number } = {}) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extra = extra;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 429 'Too many requests' with Retry-After, like the rate limiters' own answer. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', MESSAGES.general.tooManyRequests, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** The JSON body of a failure: `success: false`, its code and its catalogue message (plus a failure's own fields). */
export function errorBody(code: ErrorCode, message: string, extra?: Record<string, unknown>): ErrorResponse {
  return { ...extra, success: false, code, message };
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
