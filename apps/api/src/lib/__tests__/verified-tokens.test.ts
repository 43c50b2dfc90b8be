import { VerifiedTokens } from '../auth/verified-tokens';

describe('VerifiedTokens', () => {
  it('when a kept token is asked for before its expiry, then its claims come back; at or after it, nothing', () => {
    const kept = new VerifiedTokens<{ sub: string }>(10);
    kept.set('a.b.c', { sub: 'u1' }, 1_000);
    expect(kept.get('a.b.c', 999)).toEqual({ sub: 'u1' });
    expect(kept.get('a.b.c', 1_000)).toBeUndefined();
    // an expired token is forgotten, not kept for later
    expect(kept.size).toBe(0);
    expect(kept.get('a.b.c', 10)).toBeUndefined();
  });

  it('when a token was never kept, or differs by one character, then nothing comes back', () => {
    const kept = new VerifiedTokens<{ sub: string }>(10);
    kept.set('a.b.c', { sub: 'u1' }, 1_000);
    expect(kept.get('a.b.d', 1)).toBeUndefined();
    expect(kept.get('', 1)).toBeUndefined();
  });

  it('when more tokens than the bound are kept, then the oldest is forgotten and the size stays at the bound', () => {
    const kept = new VerifiedTokens<number>(3);
    for (let i = 0; i < 5; i++) kept.set(`t${i}`, i, 1_000);
    expect(kept.size).toBe(3);
    expect(kept.get('t0', 1)).toBeUndefined();
    expect(kept.get('t1', 1)).toBeUndefined();
    expect([kept.get('t2', 1), kept.get('t3', 1), kept.get('t4', 1)]).toEqual([2, 3, 4]);
  });
});
