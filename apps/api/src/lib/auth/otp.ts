import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { TEXT_LIMITS } from '@bookstore/contracts';

export type OtpPurpose = 'verify' | 'reset';

/** A code of 6 digits from the cryptographic generator (leading zeros kept). */
export function generateOtp(): string {
  return randomInt(0, 10 ** TEXT_LIMITS.otpLength)
    .toString()
    .padStart(TEXT_LIMITS.otpLength, '0');
}

/**
 * Only this hash is stored: HMAC-SHA256 keyed with the server secret over account, purpose and code, so a
 * code is bound to one account and one purpose and a leaked table reveals nothing usable.
 */
export function hashOtp(secret: string, userId: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${purpose}:${code}`).digest('hex');
}

export function otpMatches(secret: string, userId: string, purpose: OtpPurpose, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashOtp(secret, userId, purpose, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}
