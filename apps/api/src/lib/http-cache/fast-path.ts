import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOf, stampErrorBodies } from '../http/request-id';
import type { ApiCount, ApiLimit } from '../rate-limit/api-limit';
import { bodyOf, COMPRESS_FROM_BYTES, hitHead, type AnswerEncoding, type CachedEntry, type CatalogueCache } from './catalogue-cache';

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
  /** The /api CORS middleware; run once per Origin value, its headers are reused. */
  cors: RequestHandler;
  /** The /api rate limiter: its store counts the fast path's answers too. */
  rateLimit: ApiLimit;
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

/** Distinct Origin and Accept-Encoding values remembered; past it the memo starts over (junk values only cost a recomputation). */
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

/**
 * The headers the CORS middleware gives a GET from an Origin (its options are fixed: the answer depends on
 * the Origin alone), then Vary as the stack ends it (the compression middleware and `send` append
 * Accept-Encoding). Undefined if the middleware did not answer at once (then the request takes the long way).
 */
function corsHeadOf(cors: RequestHandler, origin: string | undefined): readonly string[] | undefined {
  const headers = new Map<string, [name: string, value: string]>();
  const recorder = {
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    setHeader: (name: string, value: number | string | readonly string[]) => void headers.set(name.toLowerCase(), [name, String(value)]),
  };
  let synchronous = false;
  cors({ method: 'GET', headers: origin === undefined ? {} : { origin } } as Request, recorder as unknown as Response, () => {
    synchronous = true;
  });
  if (!synchronous) return undefined;
  const vary = headers.get('vary')?.[1];
  if (vary === undefined) headers.set('vary', ['Vary', 'Accept-Encoding']);
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('vary', ['Vary', `${vary}, Accept-Encoding`]);
  return [...headers.values()].flat();
}

/** Sets `writeHead`-style headers (name, value, ...) one by one. */
function setAll(res: ServerResponse, head: readonly string[]): void {
  for (let i = 0; i < head.length; i += 2) res.setHeader(head[i]!, head[i + 1]!);
}

const NO_HEADERS: readonly string[] = [];

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Cached catalogue reads answered before Express: a GET of a cached endpoint whose answer is kept at the
 * current catalogue version skips the router and the middleware a hit does not need (body parsers,
 * cookies, cross-origin write checks, pino-http's child loggers, the compression wrapper) and answers
 * exactly as the stack would: same status, body bytes and headers (request id, security headers, CORS,
 * rate-limit headers), counted by the same rate limiter, logged and measured the same. Everything else
 * (a miss, a stale version, HEAD and other methods, a body, an encoding only the compression middleware
 * would make) goes to `app.handle` untouched. A hit, or its 304, is written with one `writeHead` of
 * headers made beforehand (per Origin, per entry and encoding) plus the limiter's count, which is kept in
 * the limiter's own store; a 429 is answered here too, through Express's `send` as the stack answers it.
 */
export function serveCachedReadsFirst(app: Express, deps: FastPathDeps): void {
  const security = headersSetBy(deps.securityHeaders);
  const securityHead = security.flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, String(one)]) : [[name, String(value)]])).flat();
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
  const withHandle = app as unknown as { handle: Handle; request: object; response: object };
  const handle = withHandle.handle.bind(app);
  const limit = deps.rateLimit;
  const noop = () => {};
  // the encodings Express's own negotiation accepts for an Accept-Encoding, worked out once per value
  const accepted = memoByHeader((value): Accepted => {
    const probe = Object.create(withHandle.request) as Request;
    probe.headers = value === undefined ? {} : { 'accept-encoding': value };
    return { br: probe.acceptsEncodings('br') === 'br', gzip: probe.acceptsEncodings('gzip') === 'gzip', deflate: probe.acceptsEncodings('deflate') === 'deflate' };
  });
  // security headers then CORS (and Vary) per Origin; null: that Origin takes the long way
  const originHead = memoByHeader((origin) => {
    const cors = corsHeadOf(deps.cors, origin);
    return cors ? [...securityHead, ...cors] : null;
  });
  /** Express's own answers to what it would ask of this request: `req.ip` (trust proxy) and `req.fresh`. */
  const expressView = (req: IncomingMessage, etag?: string) => {
    const probe = Object.create(withHandle.request) as Request;
    probe.method = req.method!;
    probe.headers = req.headers;
    (probe as { socket: unknown }).socket = req.socket;
    // a 200 carrying the entry's ETag: what `send` has set when it asks `req.fresh`
    probe.res = { statusCode: 200, get: (name: string) => (name.toLowerCase() === 'etag' ? etag : undefined) } as Response;
    return probe;
  };
  /** What app.handle does before routing: Express's request and response, linked. */
  const asExpress = (req: IncomingMessage, res: ServerResponse) => {
    const request = Object.setPrototypeOf(req, withHandle.request) as Request;
    const response = Object.setPrototypeOf(res, withHandle.response) as Response;
    request.res = response;
    response.req = request;
    response.locals ??= Object.create(null) as Response['locals'];
    return { request, response };
  };

  /**
   * What the stack does first to every request (its id, metrics, log line): the fields the log line and
   * the metrics read are those Express would give.
   */
  const begin = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    const request = req as IncomingMessage & { id?: string; originalUrl?: string; baseUrl?: string };
    request.id = requestId;
    request.originalUrl = req.url;
    request.baseUrl = '';
    deps.observe?.(req as Request, res as Response, noop);
    deps.log?.(req as Request, res as Response);
    return requestId;
  };

  /**
   * A hit (200, or 304 for a client whose copy still holds): nothing varies per request but its id and
   * the limiter's count, so it goes out with one `writeHead` of headers made beforehand.
   */
  const answerAtOnce = (req: IncomingMessage, res: ServerResponse, entry: CachedEntry, path: string, requestId: string, encoding: AnswerEncoding, head: readonly string[], limited: readonly string[]) => {
    (req as { route?: unknown }).route = { path };
    const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
    if (conditional && expressView(req, entry.etag).fresh) {
      res.writeHead(304, [REQUEST_ID_HEADER, requestId, ...head, ...limited, ...hitHead(entry, 'not-modified')]);
      res.end();
      return;
    }
    res.writeHead(200, [REQUEST_ID_HEADER, requestId, ...head, ...limited, ...hitHead(entry, encoding)]);
    res.end(bodyOf(entry, encoding));
  };

  /** Over the limit: the 429 the limiter's handler sends, through Express's `send` as in the stack. */
  const refuse = (req: IncomingMessage, res: ServerResponse, requestId: string, head: readonly string[], counted: ApiCount) => {
    const { request, response } = asExpress(req, res);
    stampErrorBodies(response, requestId);
    setAll(response, [REQUEST_ID_HEADER, requestId, ...head, ...counted.head]);
    try {
      response.status(429).send(limit.refusal);
    } catch (error) {
      deps.errors(error, request, response, noop);
    }
  };

  const serve = (req: IncomingMessage, res: ServerResponse, next: (() => void) | undefined, entry: CachedEntry | null | undefined, path: string) => {
    if (!entry) return handle(req, res, next);
    let encoding: AnswerEncoding = 'identity';
    if (entry.json.length >= COMPRESS_FROM_BYTES) {
      const accepts = accepted(req.headers['accept-encoding']);
      // an identity answer the compression middleware would deflate goes that way
      if (!accepts.br && !accepts.gzip && accepts.deflate) return handle(req, res, next);
      encoding = accepts.br ? 'br' : accepts.gzip ? 'gzip' : 'identity';
    }
    const head = originHead(req.headers.origin);
    if (!head) return handle(req, res, next);
    const requestId = begin(req, res);
    if (limit.skips(req)) return answerAtOnce(req, res, entry, path, requestId, encoding, head, NO_HEADERS);
    limit.count(limit.keyOf(expressView(req).ip!)).then(
      (counted) => {
        if (counted?.over) return refuse(req, res, requestId, head, counted);
        try {
          answerAtOnce(req, res, entry, path, requestId, encoding, head, counted?.head ?? NO_HEADERS);
        } catch (error) {
          // never expected (every header is checked when it is made)
          if (res.headersSent) return void res.destroy();
          const { request, response } = asExpress(req, res);
          deps.errors(error, request, response, noop);
        }
      },
      (error: unknown) => {
        const { request, response } = asExpress(req, res);
        deps.errors(error, request, response, noop);
      },
    );
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
