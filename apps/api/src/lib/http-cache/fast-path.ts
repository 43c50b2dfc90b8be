import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOf, stampErrorBodies } from '../http/request-id';
import { COMPRESS_FROM_BYTES, type CachedEntry, type CatalogueCache } from './catalogue-cache';

/**
 * The pieces of the app's stack a cached answer still needs, the very instances Express runs (so counts,
 * stores and configuration are shared), in the order the stack runs them.
 */
export interface FastPathDeps {
  cache: CatalogueCache;
  /** Counts and times the request (metrics); undefined when metrics are off. */
  observe?: RequestHandler;
  /** The security headers middleware; run once at start, its headers are reused. */
  securityHeaders: RequestHandler;
  /** Starts the request's log line (lib/request-log compactRequestLine); undefined: requests are not logged. */
  log?: (req: Request, res: Response) => void;
  /** The /api CORS middleware. */
  cors: RequestHandler;
  /** The /api rate limiter. */
  rateLimit: RequestHandler;
  /** The app's error handler, for a failure of the above (never expected: the limiter's store fails open). */
  errors: ErrorRequestHandler;
}

type Header = [name: string, value: number | string | readonly string[]];

/** The headers a middleware sets whatever the request (helmet's: its policy is fixed when it is made). */
function headersSetBy(middleware: RequestHandler): Header[] {
  const headers: Header[] = [];
  const res = { setHeader: (name: string, value: Header[1]) => void headers.push([name, value]), removeHeader: () => undefined };
  let synchronous = false;
  middleware({ headers: {} } as Request, res as unknown as Response, () => {
    synchronous = true;
  });
  if (!synchronous) throw new Error('the security headers middleware must answer at once to be reused');
  return headers;
}

/** Distinct Accept-Encoding values remembered; past it the memo starts over (junk values only cost a recomputation). */
const MEMO_ENTRIES = 256;

/** A small memo of what a function of one header value gives, bounded as above. */
function memoByHeader<T>(compute: (value: string | undefined) => T): (value: string | undefined) => T {
  const known = new Map<string | undefined, T>();
  return (value) => {
    const hit = known.get(value);
    if (hit !== undefined) return hit;
    const made = compute(value);
    if (known.size >= MEMO_ENTRIES) known.clear();
    known.set(value, made);
    return made;
  };
}

/** What the compression middleware would make of an answer for an Accept-Encoding; 'deflate' is left to it. */
type Accepted = { br: boolean; gzip: boolean; deflate: boolean };

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Cached catalogue reads answered before Express: a GET of a cached endpoint whose answer is kept at the
 * current catalogue version skips the router and the middleware a hit does not need (body parsers,
 * cookies, cross-origin write checks, pino-http's child loggers, the compression wrapper) and answers
 * exactly as the stack would: same status, body bytes and headers (request id, security headers, CORS,
 * rate-limit headers), counted by the same rate limiter, logged and measured the same. Everything else
 * (a miss, a stale version, HEAD and other methods, a body, an encoding only the compression middleware
 * would make) goes to `app.handle` untouched. A 429 is answered here too, as the stack answers it.
 */
export function serveCachedReadsFirst(app: Express, deps: FastPathDeps): void {
  const security = headersSetBy(deps.securityHeaders);
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
  const withHandle = app as unknown as { handle: Handle; request: object; response: object };
  const handle = withHandle.handle.bind(app);
  const noop = () => {};
  // the encodings Express's own negotiation accepts for an Accept-Encoding, worked out once per value
  const accepted = memoByHeader((value): Accepted => {
    const probe = Object.create(withHandle.request) as Request;
    probe.headers = value === undefined ? {} : { 'accept-encoding': value };
    return { br: probe.acceptsEncodings('br') === 'br', gzip: probe.acceptsEncodings('gzip') === 'gzip', deflate: probe.acceptsEncodings('deflate') === 'deflate' };
  });
  /** Through Express's request and response and the limiter itself, as the stack does it. */
  const answer = (req: Request, res: Response, entry: CachedEntry, path: string) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    req.id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    stampErrorBodies(res, requestId);
    deps.observe?.(req, res, noop);
    for (const [name, value] of security) res.setHeader(name, value);
    deps.log?.(req, res);
    deps.cors(req, res, noop);
    // the compression middleware varies every JSON answer (even one it leaves as is)
    res.vary('Accept-Encoding');
    const fail = (error: unknown) => deps.errors(error, req, res, noop);
    void Promise.resolve(
      deps.rateLimit(req, res, (error?: unknown) => {
        if (error) return fail(error);
        // the template that answered, for the log line and the metrics' route label
        (req as { route?: unknown }).route = { path };
        deps.cache.send(req, res, entry, 'HIT');
      }),
    ).catch(fail);
  };

  const serve = (req: IncomingMessage, res: ServerResponse, next: (() => void) | undefined, entry: CachedEntry | null | undefined, path: string) => {
    if (!entry) return handle(req, res, next);
    if (entry.json.length >= COMPRESS_FROM_BYTES) {
      const accepts = accepted(req.headers['accept-encoding']);
      // an identity answer the compression middleware would deflate goes that way
      if (!accepts.br && !accepts.gzip && accepts.deflate) return handle(req, res, next);
    }
    // what app.handle does before routing: Express's request and response, linked
    const request = Object.setPrototypeOf(req, withHandle.request) as Request;
    const response = Object.setPrototypeOf(res, withHandle.response) as Response;
    request.res = response;
    response.req = request;
    response.locals ??= Object.create(null) as Response['locals'];
    request.originalUrl = request.url;
    request.baseUrl = '';
    answer(request, response, entry, path);
  };

  withHandle.handle = (req, res, next) => {
    if (req.method !== 'GET' || hasBody(req)) return handle(req, res, next);
    const found = deps.cache.match(req.url ?? '');
    if (!found) return handle(req, res, next);
    // the version is usually known already: no promise to wait for
    const now = deps.cache.findNow(found.key);
    if (now !== undefined) {
      try {
        return serve(req, res, next, now, found.path);
      } catch {
        // never expected (every header is checked when it is made): let the stack answer, or drop the connection
        return res.headersSent ? void res.destroy() : handle(req, res, next);
      }
    }
    deps.cache.find(found.key).then(
      (entry) => serve(req, res, next, entry, found.path),
      () => handle(req, res, next),
    );
  };
}
