import { createHash } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { compressFresh, COMPRESS_FROM_BYTES, freshEncodingFor, takeOverJson, type FreshEncoding } from '../http/fresh-json';
import { containsNul } from '../nul-bytes';
import type { CatalogueVersion } from './catalogue-version';
import { exactRouteOf, segmentsOf, urlMemo } from './exact-paths';
import { createFlights, type Landing } from './single-flight';

export interface CatalogueCacheOptions {
  version: CatalogueVersion;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  /** Most bytes kept (JSON and its compressed copies). */
  maxBytes?: number;
}

/** What a cached endpoint's answer depends on: its path template and the schemas its handler reads through. */
export interface CachedEndpoint {
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
}

export interface CachedEntry {
  version: number;
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  /** The fixed headers of a HIT per encoding (and of its 304), as `writeHead` takes them (made at first use). */
  heads?: Partial<Record<AnswerEncoding | 'not-modified', readonly string[]>>;
}

/** An answer just built, and its one-pass compressed copies, made once for the builder and every request that waited for it. */
interface Built {
  entry: CachedEntry;
  fresh: Partial<Record<FreshEncoding, Buffer>>;
}

/**
 * A build's failure as the app's error handler answered it (its JSON before the request id is added), so
 * each waiter answers the same in its own name.
 */
interface Failed {
  status: number;
  body: unknown;
  retryAfter?: string;
}

/** How a kept answer goes out: compressed one of the two ways kept, or as is. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** A GET the cache could answer: the endpoint it is for and the key of its answer. */
export interface CacheMatch {
  path: string;
  key: string;
}

export interface CatalogueCache {
  /**
   * The middleware of one endpoint (before its handler). `normalise` applies what the service does to the
   * parsed query before reading (a clamp, a default), so every spelling of one answer shares one entry.
   */
  for<E extends CachedEndpoint>(endpoint: E, normalise?: (query: z.output<NonNullable<E['query']>>) => unknown): RequestHandler;
  /** The endpoint and key a raw request URL (`/api/products/get?page=2`) would be cached under, if any. */
  match(url: string): CacheMatch | undefined;
  /** The entry kept for `key` if it is still current (and it becomes the most recently used). */
  find(key: string): Promise<CachedEntry | undefined>;
  /**
   * `find` without waiting, when the catalogue version is known at once: the entry, or null when none is
   * current; undefined when the version must be read first (then use `find`).
   */
  findNow(key: string): CachedEntry | null | undefined;
  /** Answers a request from an entry, exactly as the endpoint's own hit does. */
  send(req: Request, res: Response, entry: CachedEntry, state: 'HIT' | 'MISS'): void;
  /** Answers kept now (tests). */
  size(): number;
}

/**
 * A CDN may reuse an answer for a few seconds; a browser asks again each time and gets a 304 when its copy
 * still holds, so a shopper never sees a price older than the last change.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
export { COMPRESS_FROM_BYTES };
/** What `res.type('application/json')` sets. */
const JSON_TYPE = 'application/json; charset=utf-8';
interface Registered {
  endpoint: CachedEndpoint;
  normalise?: (query: never) => unknown;
  /** The template's segments; a parameter is its name after ':'. */
  segments: readonly string[];
}

/**
 * The key of an answer: the endpoint, its parsed parameters and its parsed, normalised query (what the
 * handler reads), so junk parameters and other spellings of one request share one entry and cannot push
 * the real answers out. Undefined when the input would be refused: the handler answers that, uncached.
 */
function keyOf(route: Registered, params: unknown, query: unknown): string | undefined {
  if (containsNul(params) || containsNul(query)) return undefined;
  const parsedParams = route.endpoint.params ? route.endpoint.params.safeParse(params) : { success: true as const, data: {} };
  const parsedQuery = route.endpoint.query ? route.endpoint.query.safeParse(query ?? {}) : { success: true as const, data: {} };
  if (!parsedParams.success || !parsedQuery.success) return undefined;
  const normalised = route.normalise ? route.normalise(parsedQuery.data as never) : parsedQuery.data;
  return `${route.endpoint.path} ${JSON.stringify(parsedParams.data)} ${JSON.stringify(normalised)}`;
}

const KNOWN_MATCH = Symbol('the cache match of the request URL, found before the route ran');

/** The fast path's match of the request's URL (worked out once per URL), so the read's cache middleware does not parse its input again. */
export function giveCacheMatch(req: Request, found: CacheMatch): void {
  (req as unknown as Record<symbol, unknown>)[KNOWN_MATCH] = found;
}

const knownKey = (req: Request, path: string) => {
  const found = (req as unknown as Record<symbol, unknown>)[KNOWN_MATCH] as CacheMatch | undefined;
  return found?.path === path ? found.key : undefined;
};

/** The bytes of an entry in one encoding (each compressed copy is made once, at its first use). */
export function bodyOf(entry: CachedEntry, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return (entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.json));
  return entry.json;
}

/**
 * The headers `send` gives a HIT in one encoding, or its 304 ('not-modified'), besides Vary (which joins
 * the CORS middleware's): made once per entry, then written with one `writeHead` by the fast path.
 */
export function hitHead(entry: CachedEntry, encoding: AnswerEncoding | 'not-modified'): readonly string[] {
  const heads = (entry.heads ??= {});
  const made = heads[encoding];
  if (made) return made;
  const head = ['Cache-Control', CACHE_CONTROL, 'ETag', entry.etag, 'X-Cache', 'HIT', 'Content-Type', JSON_TYPE];
  if (encoding !== 'not-modified') {
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
    head.push('Content-Length', String(bodyOf(entry, encoding).length));
  }
  return (heads[encoding] = head);
}

/**
 * Catalogue reads answered from memory: the JSON of a GET (and its brotli and gzip copies, made once) is
 * kept with the catalogue version it was built at, and served again while that version is current. The
 * version lives in the database (`catalogue_state`, bumped by triggers whenever something a shopper sees
 * changes), so every process, on PGlite or PostgreSQL, notices any writer's change at its next request;
 * the only query of a hit is that one-row read, shared by the requests that arrive while it runs.
 */
export function createCatalogueCache({ version: currentVersion, maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: CatalogueCacheOptions): CatalogueCache {
  const entries = new Map<string, CachedEntry>();
  const routes: Registered[] = [];
  let totalBytes = 0;

  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    totalBytes -= old.bytes;
    entries.delete(key);
  };

  const remember = (key: string, entry: CachedEntry) => {
    forget(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const flights = createFlights<Built, Failed>();

  /** `fresh`: the one-pass copies of a MISS, shared by the requests that waited for the same build. */
  const send = (req: Request, res: Response, entry: CachedEntry, state: 'HIT' | 'MISS', fresh?: Built['fresh']) => {
    // keep in step with hitHead above (the fast path's copy of these headers)
    res.set({ 'Cache-Control': CACHE_CONTROL, ETag: entry.etag, 'X-Cache': state });
    // appended, not set: an answer for an allowed Origin already varies on it (a CDN must not mix them)
    res.vary('Accept-Encoding');
    res.type('application/json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    let body = entry.json;
    if (entry.json.length >= COMPRESS_FROM_BYTES) {
      const encoding = freshEncodingFor(req);
      if (encoding) {
        // the answer just built goes out compressed cheaply, once; the kept copy is made at the first hit
        body = state === 'HIT' ? bodyOf(entry, encoding) : fresh ? (fresh[encoding] ??= compressFresh(entry.json, encoding)) : compressFresh(entry.json, encoding);
        res.setHeader('Content-Encoding', encoding);
      }
    }
    // the length is known: no chunked framing (the compression middleware drops it if it deflates the JSON)
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };

  const current = (key: string, version: number) => {
    const cached = entries.get(key);
    if (cached?.version !== version) return undefined;
    // most recently used goes last, so eviction takes the coldest first
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  };
  const find = async (key: string) => current(key, await currentVersion());
  const findNow = (key: string) => {
    const version = currentVersion.known?.();
    return version === undefined ? undefined : (current(key, version) ?? null);
  };

  const match = urlMemo((url): CacheMatch | undefined => {
    const at = url.indexOf('?');
    const found = exactRouteOf(routes, at < 0 ? url : url.slice(0, at));
    // the query as Express reads it ('query parser' 'simple')
    const key = found && keyOf(found.route, found.params, parseQuery(at < 0 ? '' : url.slice(at + 1)));
    return found && key ? { path: found.route.endpoint.path, key } : undefined;
  });

  /**
   * A request that waited for another's build: the same answer (bytes, status, headers); after a failure
   * the same error answer, with its own request id (the next request builds again); otherwise (a 404, say)
   * its own handler answers it.
   */
  const follow = (landing: Landing<Built, Failed>, req: Request, res: Response, next: () => void) => {
    if ('built' in landing) return send(req, res, landing.built.entry, 'MISS', landing.built.fresh);
    if ('failed' in landing) {
      const { status, body, retryAfter } = landing.failed;
      if (retryAfter !== undefined) res.set('Retry-After', retryAfter);
      res.status(status).json(body);
      return;
    }
    next();
  };

  return {
    for(endpoint, normalise) {
      const route: Registered = { endpoint, normalise: normalise as Registered['normalise'], segments: segmentsOf(endpoint.path) };
      routes.push(route);
      match.clear();
      return async (req, res, next) => {
        if (req.method !== 'GET') return next();
        const key = knownKey(req, endpoint.path) ?? keyOf(route, req.params, req.query);
        if (key === undefined) return next();
        const version = await currentVersion();
        const cached = current(key, version);
        if (cached) return send(req, res, cached, 'HIT');
        // the same answer at the same version is being built: wait for it rather than read the same rows again
        const flight = `${version} ${key}`;
        const running = flights.join(flight);
        if (running) return follow(await running, req, res, next);
        // a miss: the handler answers as usual; a 200 is kept at the version read before it looked at the data
        const land = flights.lead(flight);
        // the handler answered without res.json, or its client left before it answered: the waiters build their own
        res.once('close', () => land({ alone: true }));
        const plainJson = res.json.bind(res);
        takeOverJson(res, (body: unknown) => {
          if (res.statusCode !== 200) {
            const retryAfter = res.get('Retry-After');
            land(res.statusCode >= 500 ? { failed: { status: res.statusCode, body, retryAfter } } : { alone: true });
            return plainJson(body);
          }
          const json = Buffer.from(JSON.stringify(body));
          const entry: CachedEntry = { version, json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`, bytes: json.length * 2 };
          remember(key, entry);
          const built: Built = { entry, fresh: {} };
          land({ built });
          send(req, res, entry, 'MISS', built.fresh);
          return res;
        });
        next();
      };
    },
    match: match.get,
    find,
    findNow,
    send,
    size: () => entries.size,
  };
}

/** CATALOGUE_CACHE=false: nothing is kept, so every read runs its queries (measuring them, or ruling the cache out). */
export const noCatalogueCache: CatalogueCache = {
  for: () => (_req, _res, next) => next(),
  match: () => undefined,
  find: async () => undefined,
  findNow: () => null,
  send: () => {
    throw new Error('the catalogue cache is off: it holds nothing to send');
  },
  size: () => 0,
};
