/**
 * How one build of an answer ended, as the requests that waited for it see it: the answer itself; a
 * failure (what each waiter answers in its own name); or nothing to share (another status, or the
 * builder's client went away first), so each waiter builds its own as before.
 */
export type Landing<T, F> = { built: T } | { failed: F } | { alone: true };

export interface Flights<T, F> {
  /** The build of `key` running now, if any: the promise of how it ends. */
  join(key: string): Promise<Landing<T, F>> | undefined;
  /**
   * Marks `key` as being built by the caller. The function it returns ends the build (the first call
   * counts): waiters get its landing, and the next request for `key` starts a build of its own.
   */
  lead(key: string): (landing: Landing<T, F>) => void;
}

/**
 * Single flight, per process: requests for a key that arrive while its answer is being built wait for that
 * build instead of each running the same reads. Nothing is kept once a build ends (the caller keeps what
 * it wants to), so a failure is never handed to a later request.
 */
export function createFlights<T, F>(): Flights<T, F> {
  const flying = new Map<string, Promise<Landing<T, F>>>();
  return {
    join: (key) => flying.get(key),
    lead(key) {
      let settle!: (landing: Landing<T, F>) => void;
      const landed = new Promise<Landing<T, F>>((resolve) => (settle = resolve));
      flying.set(key, landed);
      let ended = false;
      return (landing) => {
        if (ended) return;
        ended = true;
        if (flying.get(key) === landed) flying.delete(key);
        settle(landing);
      };
    },
  };
}
