import type { IncomingMessage } from 'node:http';
import express, { type Request, type Response } from 'express';
import { compressFresh, COMPRESS_FROM_BYTES, type FreshEncoding, type JsonWriter } from '../http/fresh-json';
import { memoByHeader, settleVary } from './stack-heads';

/** What `res.set('Content-Type', 'application/json')` and `send` make of the JSON's type. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Express's ETag of a body, as `send` computes it (the app's 'etag fn'), or undefined when ETags are off. */
type EtagOf = (body: Buffer, encoding: string) => string | undefined;

/**
 * The fast path's writer of a direct read's JSON answer: the headers `sendJson` then Express's `send`
 * (and the compression middleware's Vary) would set, in the same order and spelling, and the same body,
 * without Express's helpers. It takes a 200 to a GET whose head holds nothing of the answer's own yet (no
 * type, ETag, length, encoding, Cache-Control: so no `no-transform`), or a 304 for a copy still held;
 * anything else is declined and answered as before. `encoding`: what the client takes (br, then gzip).
 */
export function directJsonWriter(isFresh: (req: IncomingMessage, etag: string) => boolean): (encoding: FreshEncoding | undefined) => JsonWriter {
  const writers = new Map<FreshEncoding | undefined, JsonWriter>();
  const make = (accepted: FreshEncoding | undefined): JsonWriter => (req: Request, res: Response, text: string) => {
    if (res.statusCode !== 200 || req.method !== 'GET' || !plainHead(res)) return false;
    const etagOf = req.app.get('etag fn') as EtagOf | undefined;
    const json = Buffer.from(text);
    const etag = etagOf?.(json, 'utf8');
    const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
    if (conditional) {
      if (etag === undefined || !isFresh(req, etag)) return false;
      // what `send` leaves of a 304: the ETag, its type and length removed (so no Vary is added)
      res.setHeader('ETag', etag);
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = json.length >= COMPRESS_FROM_BYTES ? accepted : undefined;
    res.setHeader('Content-Type', JSON_TYPE);
    settleVary(res);
    if (encoding) {
      if (etag !== undefined) res.setHeader('ETag', etag);
      varyOnEncoding(res);
      res.setHeader('Content-Encoding', encoding);
      const body = compressFresh(json, encoding);
      res.setHeader('Content-Length', String(body.length));
      res.end(body);
      return true;
    }
    res.setHeader('Content-Length', String(json.length));
    if (etag !== undefined) res.setHeader('ETag', etag);
    varyOnEncoding(res);
    res.end(json);
    return true;
  };
  return (encoding) => {
    let writer = writers.get(encoding);
    if (!writer) writers.set(encoding, (writer = make(encoding)));
    return writer;
  };
}

/** Nothing of the answer's own head is set yet (a handler or middleware that set some is answered as before). */
const plainHead = (res: Response) =>
  !res.hasHeader('content-type') && !res.hasHeader('etag') && !res.hasHeader('content-length') && !res.hasHeader('content-encoding') && !res.hasHeader('cache-control');

/** What Express's `res.vary('Accept-Encoding')` makes of a Vary value (the CORS middleware's, or none), worked out once per value. */
const withEncoding = memoByHeader((current) => {
  let value: unknown = current;
  const recorder = { getHeader: () => value, setHeader: (_name: string, made: unknown) => void (value = made) };
  (express.response.vary as (this: unknown, field: string) => unknown).call(recorder, 'Accept-Encoding');
  return String(value);
});

/** `res.vary('Accept-Encoding')`, remembered per Vary value. */
function varyOnEncoding(res: Response): void {
  const current = res.getHeader('Vary');
  if (current === undefined || typeof current === 'string') res.setHeader('Vary', withEncoding(current));
  else res.vary('Accept-Encoding');
}
