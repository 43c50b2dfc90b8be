import { MESSAGES, type Endpoint, type ResponseOf } from '@bookstore/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { AppError } from './errors';
import { containsNul } from './nul-bytes';

/** Parsed params, query and body of an endpoint, typed by its contract schemas. */
export type ValidInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType> ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> } : never;

export type Handler<E extends Endpoint> = (
  input: ValidInput<E>,
  req: Request,
  res: Response,
) => Promise<ResponseOf<E>>;

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  // the schemas refuse control characters in their fields; this also covers keys and unchecked values
  if (containsNul(value)) throw new AppError('VALIDATION', MESSAGES.general.textNotAllowed);
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  // the first problem, as the catalogue message its schema carries
  if (!result.success) throw new AppError('VALIDATION', result.error.issues[0]?.message);
  return result.data;
}

/**
 * Registers one contract endpoint: validates params, query and body with the contract's schemas,
 * runs the handler and answers its result as JSON. Express 5 forwards rejected promises to the
 * error handler, so handlers simply throw AppError. Middlewares (auth, uploads) run before validation.
 */
export function route<E extends Endpoint>(router: Router, endpoint: E, handler: NoInfer<Handler<E>>): void;
export function route<E extends Endpoint>(router: Router, endpoint: E, middlewares: RequestHandler[], handler: NoInfer<Handler<E>>): void;
export function route<E extends Endpoint>(
  router: Router,
  endpoint: E,
  middlewaresOrHandler: RequestHandler[] | Handler<E>,
  maybeHandler?: Handler<E>,
): void {
  const middlewares = Array.isArray(middlewaresOrHandler) ? middlewaresOrHandler : [];
  const handler = (Array.isArray(middlewaresOrHandler) ? maybeHandler : middlewaresOrHandler) as Handler<E>;
  const run: RequestHandler = async (req, res) => {
    const input = {
      params: parsePart(endpoint.params, req.params),
      query: parsePart(endpoint.query, req.query),
      body: parsePart(endpoint.body, req.body),
    } as ValidInput<E>;
    const result = await handler(input, req, res);
    if (!res.headersSent) res.json(result);
  };
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](endpoint.path, ...middlewares, run);
}
