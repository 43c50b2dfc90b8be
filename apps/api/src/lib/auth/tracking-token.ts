import { createHash, randomBytes } from 'node:crypto';

/**
 * The private link of an order's status page: 32 random bytes, base64url (43 characters, the contracts'
 * TRACKING_TOKEN_PATTERN). Only `trackingTokenHash` of it is stored (docs/guest-checkout.md).
 */
export const newTrackingToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of the token, base64url: what the database keeps and looks tokens up by. */
export const trackingTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
