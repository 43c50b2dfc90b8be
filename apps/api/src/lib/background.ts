import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for (a mail whose timing must not tell anything to the caller).
 * Failures are logged; `idle()` resolves once nothing is running, for a graceful shutdown and for tests.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      // started on the next turn, so the answer never waits for any of it
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error({ err }, `${name} failed`))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
