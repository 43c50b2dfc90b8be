import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Smaller JSON goes out as is (the compression middleware's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli quality of an answer built for one request. The compression middleware streams at 4; in one pass
 * 3 costs about a third of that for 20 KB of JSON and is ~4% larger (kept answers are compressed harder,
 * once: catalogue-cache `bodyOf`).
 */
export const FRESH_BROTLI_QUALITY = 3;

export type FreshEncoding = 'br' | 'gzip';

/** `json` compressed in one pass for an answer sent once. */
export function compressFresh(json: Buffer, encoding: FreshEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(json);
  return brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: FRESH_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

/** br when the client takes it, else gzip, else none (then the compression middleware decides, e.g. deflate). */
export function freshEncodingFor(req: Request): FreshEncoding | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

const TAKEN_OVER = Symbol('res.json takes the answer');
const WRITER = Symbol('writes the JSON answer itself');

/** Writes a JSON answer (`text`) itself and says true, or declines (false) and leaves the response untouched. */
export type JsonWriter = (req: Request, res: Response, text: string) => boolean;

/** Whoever answers the request first (the catalogue's fast path) offers to write sendJson's answer: sendJson asks it first. */
export function offerJsonWriter(res: Response, writer: JsonWriter): void {
  (res.locals as Record<symbol, unknown>)[WRITER] = writer;
}

/** A middleware replacing `res.json` to handle the answer itself (the catalogue cache keeping a miss): sendJson calls it. */
export function takeOverJson(res: Response, json: (body: unknown) => Response): void {
  res.json = json;
  (res.locals as Record<symbol, unknown>)[TAKEN_OVER] = true;
}

/**
 * `res.json(value)` with the same body, status, ETag (of the JSON) and 304s, but a 200 of 1 KB or more is
 * compressed here in one pass with a known length (Content-Length, no chunks) instead of through the
 * compression middleware's stream; see docs/benchmarks/2026-11-26-uncached2-3.md. HEAD, other statuses,
 * `no-transform`, clients taking neither br nor gzip, and a `res.json` taken over (takeOverJson) take
 * `res.json` as before. A writer offered for the response (offerJsonWriter) is asked first.
 */
export function sendJson(req: Request, res: Response, value: unknown): void {
  if ((res.locals as Record<symbol, unknown>)[TAKEN_OVER]) {
    res.json(value);
    return;
  }
  const text = JSON.stringify(value);
  const writer = (res.locals as Record<symbol, unknown>)[WRITER] as JsonWriter | undefined;
  if (writer && text !== undefined && writer(req, res, text)) return;
  if (res.statusCode !== 200 || req.method !== 'GET' || text === undefined || /no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))) {
    res.json(value);
    return;
  }
  if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
  const json = Buffer.from(text);
  const encoding = json.length >= COMPRESS_FROM_BYTES ? freshEncodingFor(req) : undefined;
  // the ETag is the one Express gives the JSON itself, set before sending so the compressed bytes do not change it
  const etagOf = req.app.get('etag fn') as ((body: Buffer, encoding: string) => string | undefined) | undefined;
  if (encoding && etagOf && !res.get('ETag')) {
    const etag = etagOf(json, 'utf8');
    if (etag) res.set('ETag', etag);
  }
  if (!encoding || req.fresh) {
    res.send(text);
    return;
  }
  res.vary('Accept-Encoding');
  res.set('Content-Encoding', encoding);
  res.send(compressFresh(json, encoding));
}
