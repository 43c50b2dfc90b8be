import { z } from 'zod';
import { successResponse } from '../common/envelope';
import type { ErrorCode } from '../common/errors';
import { MESSAGES } from '../common/messages';
import { userSchema } from './auth.schemas';

/** GET /api/auth/is-auth: the signed-in user, or (still 200) `success: false` with code UNAUTHENTICATED, a message and `user: null`. */
export const isAuthResponseSchema = z.union([
  successResponse({ user: userSchema }),
  z.object({ success: z.literal(false), code: z.literal('UNAUTHENTICATED' satisfies ErrorCode), message: z.string(), user: z.null() }),
]);
export type IsAuthResponse = z.infer<typeof isAuthResponseSchema>;

/**
 * POST /api/auth/register. `resumed` is true when the e-mail already had an unverified account, whose
 * registration goes on (201 for a new account and `resumed: false`, 200 and `resumed: true`); either way a
 * code was mailed and the verify step follows. Clients branch on `resumed`, never on the message's words.
 */
export const registerResponseSchema = successResponse({
  user: z.object({ id: z.string() }),
  message: z.string(),
  resumed: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /api/auth/login. An unverified user gets `isAccountVerified: false` (and no session) and is sent to
 * /verify-otp. Each local copy is cleared when its flag says it was synced; syncErrors are only logged.
 */
export const loginResponseSchema = successResponse({
  user: userSchema,
  message: z.string(),
  cartSynced: z.boolean(),
  wishlistSynced: z.boolean(),
  syncErrors: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Verification signs the user in; the token is also kept by the web under the key 'token'. */
export const verifyAccountResponseSchema = successResponse({
  user: userSchema,
  token: z.string(),
  message: z.string(),
  cartSynced: z.boolean(),
  wishlistSynced: z.boolean(),
  syncErrors: z.array(z.string()),
});
export type VerifyAccountResponse = z.infer<typeof verifyAccountResponseSchema>;

/** Profile, address and password updates and picture removal answer with the user as it now is. */
export const userResponseSchema = successResponse({
  user: userSchema,
  message: z.string(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * Entries of login's `syncErrors`: the guest cart or wishlist lines the server could not take over.
 * The web only logs them; each names the book so the log is useful.
 */
export const SYNC_ERRORS = {
  productNotFound: (productId: string) => `${MESSAGES.product.notFound}: ${productId}`,
  outOfStock: (name: string) => `Out of stock: ${name}`,
  formatRequired: (name: string) => `${MESSAGES.cart.selectFormat}: ${name}`,
  wishlistFull: (productId: string) => `${MESSAGES.wishlist.full}: ${productId}`,
} as const;
