/** A window whose load event and idle callbacks the test fires by hand. */
export function fakeWindow({ loaded, idle = true }: { loaded: boolean; idle?: boolean }) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, { run: () => void; timeout?: number }>();
  let next = 1;
  const win = {
    document: { readyState: loaded ? 'complete' : 'loading' },
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.delete(listener),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (handle: number) => clearTimeout(handle),
    ...(idle && {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
        idleCallbacks.set(next, { run, timeout: options?.timeout });
        return next++;
      },
      cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    }),
  };
  return {
    win: win as unknown as Window,
    load: () => {
      win.document.readyState = 'complete';
      for (const listener of [...loadListeners]) listener();
    },
    becomeIdle: () => {
      for (const [handle, { run }] of [...idleCallbacks]) {
        idleCallbacks.delete(handle);
        run();
      }
    },
    idleTimeouts: () => [...idleCallbacks.values()].map((callback) => callback.timeout),
  };
}
