import { MESSAGES } from '@bookstore/contracts';
import { AppError } from '../lib/errors';

/** Seconds a client is told to wait after a 'busy' answer: the queue usually drains within one. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** 503 'The store is busy' with Retry-After: the call waited its whole allowance for the database and did nothing. */
export const storeBusy = () => new AppError('UNAVAILABLE', MESSAGES.general.busy, undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });

export interface DatabaseQueue {
  /** Runs `work` once everything queued before it is done; throws storeBusy() if its turn takes longer than the allowance. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls waiting for their turn now (the one running excepted). */
  depth(): number;
}

/**
 * One call at a time, first come first served, each waiting at most `timeoutMs` for its turn. The
 * embedded database runs one statement at a time and holds every other caller for the whole of a
 * transaction; without a bound, writers piled up behind one another and shoppers waited for many
 * seconds instead of hearing that the store is busy.
 */
export function createDatabaseQueue(timeoutMs: number): DatabaseQueue {
  let busy = false;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        resolve();
        return;
      }
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(storeBusy());
      }, timeoutMs);
      waiting.push(start);
    });

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        release();
      }
    },
    depth: () => waiting.length,
  };
}
