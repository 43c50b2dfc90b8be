import { fakeWindow } from '@/test/fake-window';
import { IDLE_TIMEOUT_MS, whenLoadedAndIdle } from './after-load';

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
