import bcrypt from 'bcrypt';

/**
 * Password hashing with bcrypt at the configured cost (12 or more outside tests). `verify` for an unknown
 * account still runs one bcrypt comparison against a dummy hash of the same cost, so a wrong e-mail and a
 * wrong password take comparable time.
 */
export function createPasswords(rounds: number) {
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= bcrypt.hash('not-a-real-password-1', rounds));
  return {
    hash: (password: string) => bcrypt.hash(password, rounds),
    /** True when `password` matches `hash`; with no hash (no such account) it burns the same time and answers false. */
    async verify(password: string, hash: string | null | undefined): Promise<boolean> {
      if (!hash) {
        await bcrypt.compare(password, await dummy());
        return false;
      }
      return bcrypt.compare(password, hash);
    },
  };
}
export type Passwords = ReturnType<typeof createPasswords>;
