import { isCatalogueMessage, MESSAGES, type Endpoint, type ResponseOf } from '@bookstore/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { checkRouteAnswer } from './answer-checks';
import { AppError } from './errors';
import { containsNul } from './nul-bytes';
import { sendJson } from './http/fresh-json';
import { FILE_CSP } from './static';

/** Parsed params, query and body of an endpoint, typed by its contract schemas. */
export type ValidInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType> ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> } : never;

export type Handler<E extends Endpoint> = (
  input: ValidInput<E>,
  req: Request,
  res: Response,
) => Promise<ResponseOf<E>>;

/** A file a `binary` endpoint answers. */
export interface FileAnswer {
  data: Buffer;
  contentType: string;
  /** Suggested when the browser saves it. */
  filename: string;
}

export type FileHandler<E extends Endpoint> = (input: ValidInput<E>, req: Request, res: Response) => Promise<FileAnswer>;

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  // the schemas refuse control characters in their fields; this also covers keys and unchecked values
  if (containsNul(value)) throw new AppError('VALIDATION', MESSAGES.general.textNotAllowed);
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  // the first problem, as the catalogue message its schema carries; never zod's own English
  if (!result.success) {
    const message = result.error.issues[0]?.message;
    throw new AppError('VALIDATION', isCatalogueMessage(message) ? message : MESSAGES.general.invalidRequest);
  }
  return result.data;
}

function validInput<E extends Endpoint>(endpoint: E, req: Request): ValidInput<E> {
  return {
    params: parsePart(endpoint.params, req.params),
    query: parsePart(endpoint.query, req.query),
    body: parsePart(endpoint.body, req.body),
  } as ValidInput<E>;
}

const PARSED = Symbol('input parsed before the route ran');

/**
 * Hands the read's handler its input parsed beforehand (the fast path's, parsed once per URL with the same
 * schemas), so `route()` does not parse it again. `input` must be the request's own (not shared).
 */
export function giveParsedInput(req: Request, input: { params: unknown; query: unknown; body: unknown }): void {
  (req as unknown as Record<symbol, unknown>)[PARSED] = input;
}

const parsedBefore = (req: Request) => (req as unknown as Record<symbol, unknown>)[PARSED];

const methodOf = (endpoint: Endpoint) => endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Registers one contract endpoint: validates params, query and body with the contract's schemas,
 * runs the handler and answers its result as JSON. Express 5 forwards rejected promises to the
 * error handler, so handlers simply throw AppError. Middlewares (auth, uploads) run before validation.
 * Returns the handlers registered, in order (the catalogue's fast path runs a read's without the router).
 */
export function route<E extends Endpoint>(router: Router, endpoint: E, handler: NoInfer<Handler<E>>): RequestHandler[];
export function route<E extends Endpoint>(router: Router, endpoint: E, middlewares: RequestHandler[], handler: NoInfer<Handler<E>>): RequestHandler[];
export function route<E extends Endpoint>(
  router: Router,
  endpoint: E,
  middlewaresOrHandler: RequestHandler[] | Handler<E>,
  maybeHandler?: Handler<E>,
): RequestHandler[] {
  const middlewares = Array.isArray(middlewaresOrHandler) ? middlewaresOrHandler : [];
  const handler = (Array.isArray(middlewaresOrHandler) ? maybeHandler : middlewaresOrHandler) as Handler<E>;
  const run: RequestHandler = async (req, res) => {
    const result = await handler((parsedBefore(req) as ValidInput<E> | undefined) ?? validInput(endpoint, req), req, res);
    if (res.headersSent) return;
    // tests only: the answer must keep the endpoint's contract (lib/answer-checks)
    checkRouteAnswer(res, endpoint, result);
    sendJson(req, res, result);
  };
  const chain = [...middlewares, run];
  router[methodOf(endpoint)](endpoint.path, ...chain);
  return chain;
}

/**
 * Registers a `binary` contract endpoint that hands one person a private file (a payment screenshot):
 * validated like `route`, answered with the bytes, never stored by a cache, never sniffed into another
 * type, shown inline and unable to run anything. Failures stay JSON through the error handler.
 */
export function privateFileRoute<E extends Endpoint>(router: Router, endpoint: E, middlewares: RequestHandler[], handler: NoInfer<FileHandler<E>>): void {
  const run: RequestHandler = async (req, res) => {
    const file = await handler(validInput(endpoint, req), req, res);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_CSP,
      'Content-Disposition': `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    });
    res.end(file.data);
  };
  router[methodOf(endpoint)](endpoint.path, ...middlewares, run);
}
