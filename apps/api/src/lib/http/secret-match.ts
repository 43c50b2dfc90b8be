import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a value a client sent is the configured secret. Digests are compared, so the comparison takes
 * the same time whatever was sent (its length included). Without a secret nothing matches.
 */
export function secretMatcher(secret: string | undefined): (sent: unknown) => boolean {
  if (!secret) return () => false;
  const expected = digest(secret);
  return (sent) => typeof sent === 'string' && sent !== '' && timingSafeEqual(digest(sent), expected);
}
