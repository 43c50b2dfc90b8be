import type { Request, RequestHandler, Response } from 'express';

export type Header = [name: string, value: number | string | readonly string[]];

/** One header step of a middleware: set a header, or remove one (helmet removes X-Powered-By). */
type HeaderStep = { set: Header } | { remove: string };

/** The header steps a middleware takes for `req`, or undefined if it did not call `next()` at once. */
function stepsOf(middleware: RequestHandler, req: Partial<Request>): HeaderStep[] | undefined {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: Header[1]) => void steps.push({ set: [name, value] }),
    removeHeader: (name: string) => void steps.push({ remove: name }),
  };
  let synchronous = false;
  middleware(req as Request, res as unknown as Response, (error?: unknown) => {
    synchronous = error === undefined;
  });
  return synchronous ? steps : undefined;
}

/**
 * The headers a middleware sets whatever the request (helmet's: its policy is fixed when it is made);
 * throws if it does not answer at once.
 */
export function headersSetBy(middleware: RequestHandler): Header[] {
  const steps = stepsOf(middleware, { headers: {} });
  if (!steps) throw new Error('the security headers middleware must answer at once to be reused');
  return steps.flatMap((step) => ('set' in step ? [step.set] : []));
}

/**
 * `middleware` as one step that sets (and removes) the very headers it does, in its order, when those do
 * not depend on the request: helmet runs 12 small middlewares per request for headers fixed at start.
 * A middleware that waits, fails or answers differently for two different requests is kept as it is.
 */
export function asFixedHeaders(middleware: RequestHandler): RequestHandler {
  const steps = stepsOf(middleware, { method: 'GET', url: '/', headers: {} });
  const again = stepsOf(middleware, { method: 'POST', url: '/api/x', headers: { host: 'example.com', 'x-forwarded-proto': 'https' } });
  if (!steps || !again || JSON.stringify(steps) !== JSON.stringify(again)) return middleware;
  return (_req, res, next) => {
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set[0], step.set[1]);
      else res.removeHeader(step.remove);
    }
    next();
  };
}
