import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { CatalogueVersion } from './catalogue-version';

export interface CatalogueCacheOptions {
  version: CatalogueVersion;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  /** Most bytes kept (JSON and its compressed copies). */
  maxBytes?: number;
}

interface Entry {
  version: number;
  json: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
}

/**
 * A CDN may reuse an answer for a few seconds; a browser asks again each time and gets a 304 when its copy
 * still holds, so a shopper never sees a price older than the last change.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
const COMPRESS_FROM_BYTES = 1024;

/** The path with its query parameters sorted: `?page=2&limit=20` and `?limit=20&page=2` are one answer. */
function keyOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  if (at < 0) return req.path;
  const params = new URLSearchParams(req.originalUrl.slice(at + 1));
  params.sort();
  return `${req.path}?${params.toString()}`;
}

/**
 * Catalogue reads answered from memory: the JSON of a GET (and its brotli and gzip copies, made once) is
 * kept with the catalogue version it was built at, and served again while that version is current. The
 * version lives in the database (`catalogue_state`, bumped by triggers whenever something a shopper sees
 * changes), so every process, on PGlite or PostgreSQL, notices any writer's change at its next request;
 * the only query of a hit is that one-row read, shared by the requests that arrive while it runs.
 */
export function createCatalogueCache({ version: currentVersion, maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: CatalogueCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const forget = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    totalBytes -= old.bytes;
    entries.delete(key);
  };

  const remember = (key: string, entry: Entry) => {
    forget(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const send = (req: Request, res: Response, entry: Entry, state: 'HIT' | 'MISS') => {
    res.set({ 'Cache-Control': CACHE_CONTROL, ETag: entry.etag, 'X-Cache': state, Vary: 'Accept-Encoding' });
    res.type('application/json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (entry.json.length >= COMPRESS_FROM_BYTES) {
      if (req.acceptsEncodings('br') === 'br') {
        entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        return res.set('Content-Encoding', 'br').end(entry.br);
      }
      if (req.acceptsEncodings('gzip') === 'gzip') {
        entry.gzip ??= gzipSync(entry.json);
        return res.set('Content-Encoding', 'gzip').end(entry.gzip);
      }
    }
    res.end(entry.json);
  };

  return async (req, res, next) => {
    if (req.method !== 'GET') return next();
    const key = keyOf(req);
    const version = await currentVersion();
    const cached = entries.get(key);
    if (cached?.version === version) {
      // most recently used goes last, so eviction takes the coldest first
      entries.delete(key);
      entries.set(key, cached);
      return send(req, res, cached, 'HIT');
    }
    // a miss: the handler answers as usual; a 200 is kept at the version read before it looked at the data
    const plainJson = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return plainJson(body);
      const json = Buffer.from(JSON.stringify(body));
      const entry: Entry = { version, json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`, bytes: json.length * 2 };
      remember(key, entry);
      send(req, res, entry, 'MISS');
      return res;
    };
    next();
  };
}
