import { SETTLE_MS } from '@/lib/when-settled';
import { start } from './index';

describe("the installed app's side of the page", () => {
  it('when it starts after the load, then the offline notice is there at once and the service worker is registered only once the page has settled', () => {
    jest.useFakeTimers();
    const register = jest.fn().mockResolvedValue({});
    const idle: Array<() => void> = [];
    const win = Object.assign(Object.create(window) as Window, {
      document,
      navigator: { onLine: true, serviceWorker: { register } },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (handle: number) => clearTimeout(handle),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: () => undefined,
    });
    const becomeIdle = () => idle.splice(0).forEach((run) => run());
    try {
      start(win);
      expect(document.querySelector('[data-testid="offline-notice"]')).not.toBeNull();

      becomeIdle();
      jest.advanceTimersByTime(SETTLE_MS - 1);
      becomeIdle();
      expect(register).not.toHaveBeenCalled();

      jest.advanceTimersByTime(1);
      becomeIdle();
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      document.body.innerHTML = '';
    }
  });
});
