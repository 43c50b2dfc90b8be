/**
 * Session tokens whose signature, audience and claims were already verified, by their exact text: the same
 * cookie comes back on every request, and verifying it again (HMAC, base64, JSON) is pure CPU. Only that
 * work is skipped: a hit is still refused once the token's own expiry has passed, and the session row
 * (revoked, expired, user deleted) is checked in the database on every request as before.
 */
export class VerifiedTokens<Claims> {
  private readonly entries = new Map<string, { claims: Claims; exp: number }>();

  /** At most `max` tokens are kept; past that the oldest is forgotten (and verified again if it returns). */
  constructor(private readonly max: number) {}

  /** The claims of a token verified before, while `nowSeconds` is before its expiry (`exp`, seconds). */
  get(token: string, nowSeconds: number): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (nowSeconds < entry.exp) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a token that has just been verified, with the expiry it carries. */
  set(token: string, claims: Claims, exp: number): void {
    if (this.entries.size >= this.max && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims, exp });
  }

  get size(): number {
    return this.entries.size;
  }
}
