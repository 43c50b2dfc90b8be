import { parse as parseQuery } from 'node:querystring';
import type { Endpoint } from '@bookstore/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { containsNul } from '../nul-bytes';
import { exactRouteOf, segmentsOf, urlMemo } from './exact-paths';

/** A GET endpoint's handlers as `route()` registered them (the cache's middleware, then validation, handler and answer). */
export interface DirectRead {
  path: string;
  chain: readonly RequestHandler[];
}

/** A request URL that is exactly an instance of a registered read, with input its schemas accept. */
export interface DirectReadMatch {
  read: DirectRead;
  /** The path's parameters, as Express gives them (plain segments: decoding changes nothing). */
  params: Record<string, string>;
  /**
   * The params and query as `route()` would parse them, kept with the URL: shared by every request for it,
   * so never handed to a handler as is (see `copyOfParsed`).
   */
  parsed: { params: unknown; query: unknown };
}

/**
 * The catalogue's GETs the fast path may run without Express's router: each URL is matched and its input
 * checked once (as `route()` will: no NUL anywhere, the contract's schemas accept it), and remembered.
 */
export interface DirectReads {
  add(endpoint: Endpoint, chain: readonly RequestHandler[]): void;
  /** The read a raw request URL (`/api/products/get?page=2`) runs, or undefined: a path the reads do not hold exactly, or input they would refuse. */
  match(url: string): DirectReadMatch | undefined;
}

interface Registered {
  endpoint: Endpoint;
  read: DirectRead;
  segments: readonly string[];
}

/** What `route()` makes of one part of the input: the schema's output, or the value as is without a schema; undefined if refused. */
function parsedBy(schema: Endpoint['params'] | undefined, value: unknown): { data: unknown } | undefined {
  if (!schema) return { data: value };
  const result = schema.safeParse(value ?? {});
  return result.success ? { data: result.data } : undefined;
}

/**
 * A fresh copy of parsed input, so a handler that changes its input changes no other request's: arrays and
 * plain objects (all the contracts' query and params schemas give, besides primitives) are copied.
 */
export function copyOfParsed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOfParsed);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy = Object.create(prototype as object | null) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = copyOfParsed((value as Record<string, unknown>)[key]);
  return copy;
}

export function createDirectReads(): DirectReads {
  const routes: Registered[] = [];
  const work = (url: string): DirectReadMatch | undefined => {
    const at = url.indexOf('?');
    const found = exactRouteOf(routes, at < 0 ? url : url.slice(0, at));
    if (!found) return undefined;
    // the query as Express reads it ('query parser' 'simple')
    const query = parseQuery(at < 0 ? '' : url.slice(at + 1));
    if (containsNul(query) || containsNul(found.params)) return undefined;
    const { endpoint } = found.route;
    const params = parsedBy(endpoint.params, { ...found.params });
    const parsedQuery = params && parsedBy(endpoint.query, query);
    if (!params || !parsedQuery) return undefined;
    return { read: found.route.read, params: found.params, parsed: { params: params.data, query: parsedQuery.data } };
  };

  const memo = urlMemo(work);

  return {
    add(endpoint, chain) {
      if (endpoint.method !== 'GET' || endpoint.body) throw new Error(`${endpoint.method} ${endpoint.path}: only a GET without a body is read directly`);
      routes.push({ endpoint, read: { path: endpoint.path, chain }, segments: segmentsOf(endpoint.path) });
      memo.clear();
    },
    match: (url) => memo.get(url),
  };
}

/**
 * Runs handlers as an Express route runs them: each gets `next`; `next(error)`, a throw or a rejected
 * promise goes to `fail` (the app's error handler). Running past the last one is a failure too: every
 * read's last handler answers.
 */
export function runChain(chain: readonly RequestHandler[], req: Request, res: Response, fail: (error: unknown) => void): void {
  let at = 0;
  const next: NextFunction = (error?: unknown) => {
    if (error !== undefined && error !== null) return fail(error);
    const handler = chain[at++];
    if (!handler) return fail(new Error(`${req.path}: no handler answered`));
    try {
      const done = handler(req, res, next) as unknown;
      if (done instanceof Promise) done.then(undefined, (rejected: unknown) => next(rejected ?? new Error('Rejected promise')));
    } catch (thrown) {
      next(thrown);
    }
  };
  next();
}
