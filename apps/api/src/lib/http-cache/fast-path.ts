import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOf, stampErrorBodies } from '../http/request-id';
import type { ApiCount, ApiLimit } from '../rate-limit/api-limit';
import { runInRequest } from '../request-context';
import { offerJsonWriter, type FreshEncoding } from '../http/fresh-json';
import { giveParsedInput } from '../route';
import { bodyOf, COMPRESS_FROM_BYTES, giveCacheMatch, hitHead, type AnswerEncoding, type CacheMatch, type CachedEntry, type CatalogueCache } from './catalogue-cache';
import { directJsonWriter } from './direct-answer';
import { copyOfParsed, runChain, type DirectReadMatch, type DirectReads } from './direct-reads';
import { corsHeadOf, hasBody, headersSetBy, memoByHeader, setAll, varyOnEncodingAsCompressionDoes } from './stack-heads';

/**
 * The pieces of the app's stack a catalogue read still needs, the very instances Express runs (so counts,
 * stores and configuration are shared), in the order the stack runs them.
 */
export interface FastPathDeps {
  cache: CatalogueCache;
  /** The catalogue's reads, as `route()` registered them: what a request the cache cannot answer runs. */
  reads: DirectReads;
  /** Counts and times the request (metrics); undefined when metrics are off. */
  observe?: RequestHandler;
  /** Tests only: the contract checks the stack runs on every answer (lib/answer-checks). */
  answerChecks?: RequestHandler;
  /** The security headers middleware; run once at start, its headers are reused. */
  securityHeaders: RequestHandler;
  /** Starts the request's log line (lib/request-log compactRequestLine); undefined: requests are not logged. */
  log?: (req: Request, res: Response) => void;
  /** The /api CORS middleware; run once per Origin value, its headers are reused. */
  cors: RequestHandler;
  /** The /api rate limiter: its store counts the fast path's answers too. */
  rateLimit: ApiLimit;
  /** The app's error handler: a read's failure (a 404, the database away) is answered by it, as in the stack. */
  errors: ErrorRequestHandler;
}

/** What the compression middleware would make of an answer for an Accept-Encoding; 'deflate' is left to it. */
type Accepted = { br: boolean; gzip: boolean; deflate: boolean };

const NO_HEADERS: readonly string[] = [];

/** A read the cache cannot answer: the URL's match, the cache's (if it keeps this read), and what the client takes of br and gzip. */
interface Read {
  matched: DirectReadMatch;
  found: CacheMatch | undefined;
  encoding: FreshEncoding | undefined;
}

/**
 * Catalogue reads answered before Express. A GET of a catalogue read (an exact path, input its schemas
 * accept) skips the router and the middleware it does not need (body parsers, cookies, cross-origin write
 * checks, pino-http's child loggers, the compression wrapper) and answers exactly as the stack would: same
 * status, body bytes and headers (request id, security headers, CORS, rate-limit headers), counted by the
 * same rate limiter, logged and measured the same. A hit (an answer kept at the current catalogue version),
 * or its 304, is written with one `writeHead` of headers made beforehand (per Origin, per entry and
 * encoding). Anything else (a miss, or any read when the cache is off) runs the read's own handlers, those
 * `route()` registered (the cache's middleware with its single flight, validation, the service, sendJson),
 * on Express's request and response, its failures answered by the app's error handler. HEAD and other
 * methods, a body, a path or input the read would refuse, an encoding only the compression middleware
 * would make go to `app.handle` untouched. A 429 is answered here too, through Express's `send` as the
 * stack answers it.
 */
export function serveCatalogueReadsFirst(app: Express, deps: FastPathDeps): void {
  const securityHead = headersSetBy(deps.securityHeaders);
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
  // security headers then CORS per Origin, with Vary as a hit ends it and as a read starts it; null: that Origin takes the long way
  const originHead = memoByHeader((origin) => {
    const hit = corsHeadOf(deps.cors, origin, true);
    const read = corsHeadOf(deps.cors, origin, false);
    return hit && read ? { hit: [...securityHead, ...hit], read: [...securityHead, ...read] } : null;
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
  // a fresh 200 (or its 304) written without Express's helpers; anything unusual is declined, answered as before
  const jsonWriter = directJsonWriter((req, etag) => expressView(req, etag).fresh);
  const failed = (req: IncomingMessage, res: ServerResponse) => (error: unknown) => {
    const { request, response } = asExpress(req, res);
    deps.errors(error, request, response, noop);
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
  const answerAtOnce = (req: IncomingMessage, res: ServerResponse, entry: CachedEntry, requestId: string, encoding: AnswerEncoding, head: readonly string[], limited: readonly string[]) => {
    const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
    if (conditional && expressView(req, entry.etag).fresh) {
      res.writeHead(304, [REQUEST_ID_HEADER, requestId, ...head, ...limited, ...hitHead(entry, 'not-modified')]);
      res.end();
      return;
    }
    res.writeHead(200, [REQUEST_ID_HEADER, requestId, ...head, ...limited, ...hitHead(entry, encoding)]);
    res.end(bodyOf(entry, encoding));
  };

  /**
   * A read the cache cannot answer: its own handlers run on Express's request and response, which carry
   * what the middleware before them set (request id, error bodies stamped with it, security, CORS and
   * rate-limit headers), in the request's context as in the stack.
   */
  const runRead = (req: IncomingMessage, res: ServerResponse, read: Read, requestId: string, head: readonly string[], limited: readonly string[]) => {
    const { matched, found } = read;
    const { request, response } = asExpress(req, res);
    stampErrorBodies(response, requestId);
    setAll(response, [REQUEST_ID_HEADER, requestId, ...head, ...limited]);
    varyOnEncodingAsCompressionDoes(response);
    request.params = { ...matched.params };
    // the input as the URL's match parsed it, a copy of its own; the cache's key as its match made it
    giveParsedInput(request, { params: copyOfParsed(matched.parsed.params), query: copyOfParsed(matched.parsed.query), body: request.body });
    if (found) giveCacheMatch(request, found);
    offerJsonWriter(response, jsonWriter(read.encoding));
    const chain = deps.answerChecks ? [deps.answerChecks, ...matched.read.chain] : matched.read.chain;
    runInRequest({ requestId }, () => runChain(chain, request, response, (error) => deps.errors(error, request, response, noop)));
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

  /** `entry`: the answer kept at the current version, or null (a miss, or the cache is off). */
  const serve = (req: IncomingMessage, res: ServerResponse, next: (() => void) | undefined, matched: DirectReadMatch, found: CacheMatch | undefined, entry: CachedEntry | null) => {
    const accepts = accepted(req.headers['accept-encoding']);
    // an answer not built yet may be large enough to compress
    const compressible = !entry || entry.json.length >= COMPRESS_FROM_BYTES;
    // an identity answer the compression middleware would deflate goes that way
    if (compressible && !accepts.br && !accepts.gzip && accepts.deflate) return handle(req, res, next);
    const encoding: AnswerEncoding = entry && compressible ? (accepts.br ? 'br' : accepts.gzip ? 'gzip' : 'identity') : 'identity';
    const heads = originHead(req.headers.origin);
    if (!heads) return handle(req, res, next);
    const head = entry ? heads.hit : heads.read;
    const requestId = begin(req, res);
    const answer = (limited: readonly string[]) => {
      // the route the log line and the metrics name: the stack's router sets it past the limiter (a 429 has none)
      (req as { route?: unknown }).route = { path: matched.read.path };
      if (entry) answerAtOnce(req, res, entry, requestId, encoding, head, limited);
      else runRead(req, res, { matched, found, encoding: accepts.br ? 'br' : accepts.gzip ? 'gzip' : undefined }, requestId, head, limited);
    };
    if (limit.skips(req)) return answer(NO_HEADERS);
    limit.count(limit.keyOf(expressView(req).ip!)).then(
      (counted) => {
        if (counted?.over) return refuse(req, res, requestId, heads.hit, counted);
        try {
          answer(counted?.head ?? NO_HEADERS);
        } catch (error) {
          // never expected (every header is checked when it is made)
          if (res.headersSent) return void res.destroy();
          failed(req, res)(error);
        }
      },
      failed(req, res),
    );
  };

  withHandle.handle = (req, res, next) => {
    if (req.method !== 'GET' || hasBody(req)) return handle(req, res, next);
    const url = req.url ?? '';
    const matched = deps.reads.match(url);
    if (!matched) return handle(req, res, next);
    const found = deps.cache.match(url);
    // the version is usually known already: no promise to wait for
    const now = found ? deps.cache.findNow(found.key) : null;
    if (now !== undefined) {
      try {
        return serve(req, res, next, matched, found, now);
      } catch {
        // never expected (every header is checked when it is made): let the stack answer, or drop the connection
        return res.headersSent ? void res.destroy() : handle(req, res, next);
      }
    }
    deps.cache.find(found!.key).then(
      (entry) => serve(req, res, next, matched, found, entry ?? null),
      () => handle(req, res, next),
    );
  };
}
