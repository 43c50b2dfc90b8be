import { runInNewContext } from 'node:vm';
import { collectGarbageNow } from '../full-collection';

/** A WeakRef to an object nothing else refers to (made in a function of its own, so no local keeps it). */
function unreferenced(): WeakRef<object> {
  return new WeakRef({ pages: new Array(10_000).fill('page') });
}

describe('a full garbage collection on demand', () => {
  it('when it runs, then an object nothing refers to any more is gone at once', async () => {
    const ref = unreferenced();
    // a WeakRef's target is kept until the current job ends
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbageNow();
    expect(ref.deref()).toBeUndefined();
  });

  it('when it has run, then `gc` stays hidden from the rest of the process (new contexts included)', () => {
    collectGarbageNow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
  });
});
