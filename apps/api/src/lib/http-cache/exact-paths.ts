/** A path segment taken for a parameter as is: what Express would decode to the same text. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** How many raw URLs a memo remembers; past it the memo starts over (junk URLs only cost a parse). */
const MEMO_ENTRIES = 5000;
/** Longer URLs are worked out each time, never kept: a memo stays small (at most about 2.5 MB). */
const MEMO_URL_CHARS = 512;

/** A route by its path template's segments (a parameter is its name after ':'). */
export interface ExactRoute {
  segments: readonly string[];
}

export const segmentsOf = (template: string): string[] => template.split('/');

/**
 * The first route (in registration order, as Express tries them: /api/products/get before
 * /api/products/:productId) that `path` is exactly an instance of, plain segments only, with its raw
 * parameters.
 */
export function exactRouteOf<R extends ExactRoute>(routes: readonly R[], path: string): { route: R; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let same = true;
    for (let i = 0; i < segments.length && same; i++) {
      const want = route.segments[i]!;
      const got = segments[i]!;
      if (want.startsWith(':')) {
        if (PLAIN_SEGMENT.test(got)) params[want.slice(1)] = got;
        else same = false;
      } else same = want === got;
    }
    if (same) return { route, params };
  }
  return undefined;
}

/** What `work` gives for a raw request URL, remembered (bounded as above); `clear` forgets it all. */
export function urlMemo<T>(work: (url: string) => T | undefined): { get(url: string): T | undefined; clear(): void } {
  const known = new Map<string, T | null>();
  return {
    get(url) {
      const hit = known.get(url);
      if (hit !== undefined) return hit ?? undefined;
      const result = work(url);
      if (url.length > MEMO_URL_CHARS) return result;
      if (known.size >= MEMO_ENTRIES) known.clear();
      known.set(url, result ?? null);
      return result;
    },
    clear: () => known.clear(),
  };
}
