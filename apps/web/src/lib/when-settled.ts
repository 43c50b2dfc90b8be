import { whenLoadedAndIdle } from './after-load';

/**
 * How long after the page's load event the heaviest background work waits: the app's first render and the
 * rows after it run for a second or two after `load` on a phone (`load` comes before React has rendered,
 * see main.tsx), and work started meanwhile takes CPU and bandwidth from them.
 */
export const SETTLE_MS = 5000;

/**
 * Runs `run` SETTLE_MS after the page has loaded, at an idle moment (or IDLE_TIMEOUT_MS later at the
 * latest). Returns a cancel function.
 */
export function whenSettled(run: () => void, win: Window = window): () => void {
  let timer = 0;
  let cancelIdle: (() => void) | undefined;
  const cancelLoad = whenLoadedAndIdle(() => {
    timer = win.setTimeout(() => {
      timer = 0;
      cancelIdle = whenLoadedAndIdle(run, win);
    }, SETTLE_MS);
  }, win);
  return () => {
    cancelLoad();
    if (timer) win.clearTimeout(timer);
    cancelIdle?.();
  };
}
