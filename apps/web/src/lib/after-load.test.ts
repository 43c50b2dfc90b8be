import { IDLE_TIMEOUT_MS, whenLoadedAndIdle } from './after-load';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow({ loaded, idle = true }: { loaded: boolean; idle?: boolean }) {
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

describe('work deferred until the page has loaded and the browser is idle', () => {
  it('when the page is still loading, then the work waits for the load event and then for an idle moment', () => {
    const page = fakeWindow({ loaded: false });
    const run = jest.fn();
    whenLoadedAndIdle(run, page.win);

    page.becomeIdle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).not.toHaveBeenCalled();
    expect(page.idleTimeouts()).toEqual([IDLE_TIMEOUT_MS]);
    page.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when the page has already loaded, then the work still waits for the next idle moment, not running at once', () => {
    const page = fakeWindow({ loaded: true });
    const run = jest.fn();
    whenLoadedAndIdle(run, page.win);

    expect(run).not.toHaveBeenCalled();
    page.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when cancelled before the page has loaded or before the idle moment, then the work never runs', () => {
    const early = fakeWindow({ loaded: false });
    const runEarly = jest.fn();
    whenLoadedAndIdle(runEarly, early.win)();
    early.load();
    early.becomeIdle();

    const late = fakeWindow({ loaded: false });
    const runLate = jest.fn();
    const cancel = whenLoadedAndIdle(runLate, late.win);
    late.load();
    cancel();
    late.becomeIdle();

    expect(runEarly).not.toHaveBeenCalled();
    expect(runLate).not.toHaveBeenCalled();
  });

  it('when the browser has no idle callbacks, then the work runs shortly after the load event', () => {
    jest.useFakeTimers();
    try {
      const page = fakeWindow({ loaded: false, idle: false });
      const run = jest.fn();
      whenLoadedAndIdle(run, page.win);

      jest.advanceTimersByTime(5_000);
      expect(run).not.toHaveBeenCalled();
      page.load();
      jest.advanceTimersByTime(1_000);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
