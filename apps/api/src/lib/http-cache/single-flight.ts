/**
 * How one build of an answer ended, as the requests that waited for it see it: the answer itself; a
 * failure (its status, never its body: an error body carries the request's own id); or nothing to share
 * (another status, or the builder's client went away first), so each waiter builds its own as before.
 */
export type Landing<T> = { built: T } | { failed: number } | { alone: true };

export interface Flights<T> {
  /** The build of `key` running now, if any: the promise of how it ends. */
  join(key: string): Promise<Landing<T>> | undefined;
  /**
   * Marks `key` as being built by the caller. The function it returns ends the build (the first call
   * counts): waiters get its landing, and the next request for `key` starts a build of its own.
   */
  lead(key: string): (landing: Landing<T>) => void;
  /** Builds running now (tests). */
  size(): number;
}

/**
 * Single flight, per process: requests for a key that arrive while its answer is being built wait for that
 * build instead of each running the same reads. Nothing is kept once a build ends (the caller keeps what
 * it wants to), so a failure is never handed to a later request.
 */
export function createFlights<T>(): Flights<T> {
  const flying = new Map<string, Promise<Landing<T>>>();
  return {
    join: (key) => flying.get(key),
    lead(key) {
      let settle!: (landing: Landing<T>) => void;
      const landed = new Promise<Landing<T>>((resolve) => (settle = resolve));
      flying.set(key, landed);
      let ended = false;
      return (landing) => {
        if (ended) return;
        ended = true;
        if (flying.get(key) === landed) flying.delete(key);
        settle(landing);
      };
    },
    size: () => flying.size,
  };
}
