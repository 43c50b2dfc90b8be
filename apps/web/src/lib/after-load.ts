/** The longest work waits for an idle moment once the page has loaded (a busy phone may never be idle). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` once the page has loaded and the browser is then idle (or IDLE_TIMEOUT_MS after the load at
 * the latest): work nobody needs for the first screen, kept out of the tasks that render it.
 * Returns a cancel function.
 */
export function whenLoadedAndIdle(run: () => void, win: Window = window): () => void {
  let idle = 0;
  let cancelled = false;
  const afterLoad = () => {
    if (cancelled) return;
    idle = win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', afterLoad);
    if (!idle) return;
    if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
  };
}
