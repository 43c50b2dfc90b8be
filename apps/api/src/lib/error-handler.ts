import { MESSAGES } from '@bookstore/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from './errors';

/** JSON 404 for API paths nobody serves. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: MESSAGES.general.notFound });
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
}

/**
 * The one error handler: expected failures answer their catalogue message; anything else is logged
 * with its stack and answers 500 'An unexpected error occurred' with nothing leaked.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof AppError) {
      if (err.status >= 500) logger.error({ err, path: req.path }, 'request failed');
      if (err.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json({ success: false, message: err.message, ...err.extra });
      return;
    }
    const http = (err ?? {}) as HttpLikeError;
    const status = http.status ?? http.statusCode;
    // body-parser and friends: malformed JSON, too large a body, ...
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? MESSAGES.general.payloadTooLarge : MESSAGES.general.invalidRequest;
      res.status(status).json({ success: false, message });
      return;
    }
    logger.error({ err, path: req.path, method: req.method }, 'unexpected error');
    res.status(500).json({ success: false, message: MESSAGES.general.unexpected });
  };
}
