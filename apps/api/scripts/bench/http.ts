import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed when the server compressed them). */
  body: Buffer;
  ms: number;
}

/** What a shopper's browser accepts: the store may compress, as it would for them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bookstore-bench' };

/** One request over node:http (no decompression, no hidden headers). */
export function send(
  base: string,
  method: string,
  path: string,
  { headers = {}, body, agent }: { headers?: Record<string, string>; body?: unknown; agent?: http.Agent } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Asks until the server answers 200 (or gives up after `timeoutMs`). */
export async function waitFor(base: string, path: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`the server at ${base} stopped while starting`);
    try {
      if ((await send(base, 'GET', path)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}${path} did not answer within ${timeoutMs / 1000} s`);
}
