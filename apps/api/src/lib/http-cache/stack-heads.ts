import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The headers the stack's fixed middleware give every answer (helmet's, the CORS middleware's), worked out
 * once by running that very middleware on a recorder, so the fast path sends what the stack sends.
 */

type Header = [name: string, value: number | string | readonly string[]];

/** The headers a middleware sets whatever the request (helmet's: its policy is fixed when it is made), as `writeHead` takes them. */
export function headersSetBy(middleware: RequestHandler): string[] {
  const headers: Header[] = [];
  const res = { setHeader: (name: string, value: Header[1]) => void headers.push([name, value]), removeHeader: () => undefined };
  let synchronous = false;
  middleware({ headers: {} } as Request, res as unknown as Response, () => {
    synchronous = true;
  });
  if (!synchronous) throw new Error('the security headers middleware must answer at once to be reused');
  return headers.flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, String(one)]) : [[name, String(value)]])).flat();
}

/** Distinct Origin and Accept-Encoding values remembered; past it the memo starts over (junk values only cost a recomputation). */
const MEMO_ENTRIES = 256;

/** A small memo of what a function of one header value gives, bounded as above. */
export function memoByHeader<T>(compute: (value: string | undefined) => T): (value: string | undefined) => T {
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

/**
 * The headers the CORS middleware gives a GET from an Origin (its options are fixed: the answer depends on
 * the Origin alone), then, with `varyOnEncoding`, Vary as the stack ends a JSON answer (the compression
 * middleware and `send` append Accept-Encoding). Undefined if the middleware did not answer at once (then
 * the request takes the long way).
 */
export function corsHeadOf(cors: RequestHandler, origin: string | undefined, varyOnEncoding: boolean): readonly string[] | undefined {
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
  if (!varyOnEncoding) return [...headers.values()].flat();
  const vary = headers.get('vary')?.[1];
  if (vary === undefined) headers.set('vary', ['Vary', 'Accept-Encoding']);
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) headers.set('vary', ['Vary', `${vary}, Accept-Encoding`]);
  return [...headers.values()].flat();
}

/** What the compression middleware compresses (its filter): of the answers a read sends, the JSON ones. */
const JSON_TYPE = /^application\/json(?:\s*;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const VARY_SETTLED = Symbol('Vary written with the answer');

/** Marks a response whose Vary its writer has settled (direct-answer): `varyOnEncodingAsCompressionDoes` leaves it alone. */
export function settleVary(res: Response): void {
  (res as unknown as Record<symbol, unknown>)[VARY_SETTLED] = true;
}
const varySettled = (res: Response) => (res as unknown as Record<symbol, unknown>)[VARY_SETTLED] === true;

/**
 * Vary as the compression middleware ends it, for an answer whose headers are not known beforehand: when
 * the head goes out, a JSON answer that may be transformed gains Accept-Encoding (a 304, which `send`
 * strips of its type, does not).
 */
export function varyOnEncodingAsCompressionDoes(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (varySettled(res)) return (writeHead as (...all: unknown[]) => Response).apply(this, args);
    const type = res.getHeader('Content-Type');
    const control = res.getHeader('Cache-Control');
    if (typeof type === 'string' && JSON_TYPE.test(type) && !(typeof control === 'string' && NO_TRANSFORM.test(control))) res.vary('Accept-Encoding');
    return (writeHead as (...all: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/** Sets `writeHead`-style headers (name, value, ...) one by one. */
export function setAll(res: ServerResponse, head: readonly string[]): void {
  for (let i = 0; i < head.length; i += 2) res.setHeader(head[i]!, head[i + 1]!);
}

export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
