import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { runInRequest } from '../request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id a proxy or load balancer chose is kept so one id follows the request end to end; anything else
 * (spaces, quotes, control characters, a megabyte) is replaced, so the id is safe in a header and a log line.
 */
const SAFE_INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** A failure's JSON body (`success: false`) gains the request's id, whoever wrote it (error handler, rate limiter, router). */
export function stampErrorBodies(res: Response, requestId: string): void {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (res.statusCode >= 400 && body && typeof body === 'object' && !Array.isArray(body) && (body as { success?: unknown }).success === false) {
      return json({ ...body, requestId });
    }
    return json(body);
  };
}

/**
 * First in the stack: gives the request its id, sends it back in X-Request-Id on every answer and in
 * every error body, and runs the rest of the request in a context whose log lines carry it.
 */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    req.id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    stampErrorBodies(res, requestId);
    runInRequest({ requestId }, next);
  };
}
