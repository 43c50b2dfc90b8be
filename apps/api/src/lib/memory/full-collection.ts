import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection now. Memory that V8 frees only with the object that holds it (a closed
 * PGlite's WebAssembly memory: 128 MB, mostly resident) would otherwise stay until the next full
 * collection, which an idle process may not run for a long time. `gc` exists only with `--expose-gc`; the
 * flag is read when a context is created, so a context made while it is on carries `gc`, and the flag is
 * put back at once so nothing else in the process sees it.
 */
export function collectGarbageNow(): void {
  const own = (globalThis as { gc?: () => void }).gc;
  if (own) return own();
  setFlagsFromString('--expose-gc');
  try {
    (runInNewContext('gc') as () => void)();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
