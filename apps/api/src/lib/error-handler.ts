import { errorCodeForStatus, MESSAGES } from '@bookstore/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { databaseFailureReason, isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, errorBody } from './errors';

/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = '5';

/** JSON 404 for API paths nobody serves. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('NOT_FOUND', MESSAGES.general.notFound));
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
}

/** An expected failure, even when a driver wrapped it (Drizzle wraps what the embedded database's queue throws). */
function appErrorIn(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one error handler: expected failures answer their catalogue message; a database that is away
 * answers 503; anything else is logged with its stack and answers 500 'An unexpected error occurred'
 * with nothing leaked.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown: unknown, req, res, _next) => {
    if (res.headersSent) return;
    const err = appErrorIn(thrown) ?? thrown;
    if (err instanceof AppError) {
      if (err.status >= 500) logger.error({ err, path: req.path }, 'request failed');
      if (err.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
      else if (err.status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
      res.status(err.status).json(errorBody(err.code, err.message, err.extra));
      return;
    }
    // the database is away or hangs: a clean 503 while the pool reconnects on its own
    if (isDatabaseUnavailable(err)) {
      logger.warn({ path: req.path, reason: databaseFailureReason(err) }, 'database unavailable');
      res.set('Retry-After', RETRY_AFTER_SECONDS).status(503).json(errorBody('UNAVAILABLE', MESSAGES.general.unavailable));
      return;
    }
    const http = (err ?? {}) as HttpLikeError;
    const status = http.status ?? http.statusCode;
    // body-parser and friends: malformed JSON, too large a body, ...
    if (status && status >= 400 && status < 500) {
      const tooLarge = status === 413;
      res.status(status).json(errorBody(tooLarge ? 'PAYLOAD_TOO_LARGE' : errorCodeForStatus(status), tooLarge ? MESSAGES.general.payloadTooLarge : MESSAGES.general.invalidRequest));
      return;
    }
    logger.error({ err, path: req.path, method: req.method }, 'unexpected error');
    res.status(500).json(errorBody('INTERNAL', MESSAGES.general.unexpected));
  };
}
