import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a trusted client (the load bench) sends with the RATE_LIMIT_ALLOW_TOKEN secret. */
export const RATE_LIMIT_ALLOW_HEADER = 'x-rate-limit-allow';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request may pass the per-IP limiters: only when a secret is configured and the request
 * carries it. Digests are compared so the comparison takes the same time whatever the header holds.
 * Without a secret nothing is allowed.
 */
export function rateLimitAllowance(secret: string | undefined): (req: IncomingMessage) => boolean {
  if (!secret) return () => false;
  const expected = digest(secret);
  return (req) => {
    const sent = req.headers[RATE_LIMIT_ALLOW_HEADER];
    if (typeof sent !== 'string' || sent === '') return false;
    return timingSafeEqual(digest(sent), expected);
  };
}
