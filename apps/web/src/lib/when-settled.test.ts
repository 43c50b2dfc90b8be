import { fakeWindow } from '@/test/fake-window';
import { SETTLE_MS, whenSettled } from './when-settled';

describe('work deferred until the page has settled after its load', () => {
  it('when the page loads, then the work waits SETTLE_MS after the load and then for an idle moment', () => {
    jest.useFakeTimers();
    try {
      const page = fakeWindow({ loaded: false });
      const run = jest.fn();
      whenSettled(run, page.win);

      page.load();
      page.becomeIdle();
      jest.advanceTimersByTime(SETTLE_MS - 1);
      page.becomeIdle();
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(run).not.toHaveBeenCalled();
      page.becomeIdle();
      expect(run).toHaveBeenCalledTimes(1);
      expect(SETTLE_MS).toBeGreaterThanOrEqual(3000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when cancelled while it waits, then the work never runs', () => {
    jest.useFakeTimers();
    try {
      const page = fakeWindow({ loaded: true });
      const run = jest.fn();
      const cancel = whenSettled(run, page.win);
      page.becomeIdle();
      cancel();
      jest.advanceTimersByTime(SETTLE_MS);
      page.becomeIdle();
      expect(run).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
