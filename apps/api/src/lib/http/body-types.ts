import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { isWriteMethod } from './write-methods';

export const JSON_BODY_TYPES = ['application/json', 'application/*+json'];
const ACCEPTED_BODY_TYPES = [...JSON_BODY_TYPES, 'multipart/form-data'];

/**
 * The API reads JSON and multipart bodies only. A write with a body of any other type (a form post,
 * text/plain) is refused with 415 instead of being read as empty; a write without a body passes.
 */
export const refuseUnsupportedBodies: RequestHandler = (req, _res, next) => {
  const length = req.get('content-length');
  const hasBody = req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
  if (!isWriteMethod(req.method) || !hasBody || req.is(ACCEPTED_BODY_TYPES)) return next();
  next(new AppError('UNSUPPORTED_MEDIA_TYPE'));
};
