import { errorResponseSchema, MESSAGES, type Endpoint } from '@bookstore/contracts';
import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, errorBody } from './errors';

/**
 * Contract-checked answers, for tests only (config.env 'test'; createApp installs `checkAnswers` nowhere
 * else, so production validates nothing). Every JSON answer is checked as the client would receive it: a
 * failure against the contracts' error schema, a success against the response schema of the endpoint
 * `route()` registered it with (a success JSON answer outside `route()` is itself a mismatch).
 * A mismatch answers 500 INTERNAL, is logged loudly and is recorded, so the tests' global afterEach
 * (src/test/answer-checks-setup.ts) fails naming the endpoint and the issues.
 */

export interface AnswerMismatch {
  /** 'POST /api/auth/register' (the endpoint's contract path), or the request's own path without one. */
  endpoint: string;
  status: number;
  issues: z.core.$ZodIssue[] | string;
  body: unknown;
}

const mismatches: AnswerMismatch[] = [];

/** The mismatches recorded since the last call, emptied. */
export function takeAnswerMismatches(): AnswerMismatch[] {
  return mismatches.splice(0, mismatches.length);
}

export function describeMismatches(found: readonly AnswerMismatch[]): string {
  return found
    .map((m) => `${m.endpoint} answered ${m.status} off its contract:\n${JSON.stringify(m.issues, null, 2)}\nbody: ${JSON.stringify(m.body)}`)
    .join('\n\n');
}

const ENDPOINT = Symbol('contract endpoint');
const CHECKING = Symbol('answers checked');
const locals = (res: Response) => res.locals as Record<symbol, unknown>;

function record(mismatch: AnswerMismatch): void {
  mismatches.push(mismatch);
  console.error(`CONTRACT MISMATCH\n${describeMismatches([mismatch])}`);
}

/** What the client receives: dates as strings, undefined fields gone. */
const onTheWire = (body: unknown): unknown => (body === undefined ? undefined : JSON.parse(JSON.stringify(body)));

/**
 * Called by `route()` with the handler's answer before it is sent (so answers a cache serialises itself
 * are checked too). Outside tests it only reads one flag. Off its contract: recorded, logged, and an
 * AppError INTERNAL is thrown, which the error handler answers as 500.
 */
export function checkRouteAnswer(res: Response, endpoint: Endpoint, body: unknown): void {
  locals(res)[ENDPOINT] = endpoint;
  if (!locals(res)[CHECKING]) return;
  const wire = onTheWire(body);
  const issues = problemsOf(endpoint.response, wire);
  if (!issues) return;
  record({ endpoint: `${endpoint.method} ${endpoint.path}`, status: res.statusCode, issues, body: wire });
  throw new AppError('INTERNAL');
}

/** Installed first by createApp in tests: marks the answer as checked and checks every failure `res.json` sends. */
export const checkAnswers: RequestHandler = (req, res, next) => {
  locals(res)[CHECKING] = true;
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const endpoint = locals(res)[ENDPOINT] as Endpoint | undefined;
    const status = res.statusCode;
    const wire = onTheWire(body);
    let issues: AnswerMismatch['issues'] | undefined;
    if (status >= 400) issues = problemsOf(errorResponseSchema, wire);
    // a success `route()` did not check: some code answered JSON past the contracts
    else if (!endpoint && req.originalUrl.startsWith('/api/')) issues = 'a JSON answer sent outside route(): no contract checks it';
    if (!issues) return send(body);
    record({ endpoint: endpoint ? `${endpoint.method} ${endpoint.path}` : `${req.method} ${req.path}`, status, issues, body: wire });
    res.status(500);
    return send(errorBody('INTERNAL', MESSAGES.general.unexpected));
  };
  next();
};

function problemsOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue[] | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues;
}
