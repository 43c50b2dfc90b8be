import type { IncomingMessage } from 'node:http';
import { secretMatcher } from '../http/secret-match';

/** The header a trusted client (the load bench) sends with the RATE_LIMIT_ALLOW_TOKEN secret. */
export const RATE_LIMIT_ALLOW_HEADER = 'x-rate-limit-allow';

/**
 * Whether a request may pass the per-IP limiters: only when a secret is configured and the request
 * carries it (compared in constant time). Without a secret nothing is allowed.
 */
export function rateLimitAllowance(secret: string | undefined): (req: IncomingMessage) => boolean {
  const matches = secretMatcher(secret);
  return (req) => matches(req.headers[RATE_LIMIT_ALLOW_HEADER]);
}
