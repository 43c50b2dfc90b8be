import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the JavaScript heap grow past what survived the last full collection before it collects
 * again. Left alone, V8 on a machine with plenty of memory lets it grow four-fold: under load the store's
 * ~50 MB of live objects sat in a 150-200 MB heap of garbage waiting to be collected, resident all the
 * while. 50% keeps it near 1.5 times the live size, for more (short, concurrent) full collections.
 */
export const HEAP_GROWING_PERCENT = 50;
const FLAG = '--heap-growing-percent';

/**
 * Applied by the store process for itself, so `node apps/api/dist/server.js` needs no flags. V8 reads this
 * flag each time it sets the next collection's limit, so setting it once the process runs takes effect.
 * Someone who passes the flag to node (NODE_OPTIONS or the command line) keeps their own value.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg.replace(/_/g, '-').startsWith(FLAG));
  if (given) return false;
  setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
