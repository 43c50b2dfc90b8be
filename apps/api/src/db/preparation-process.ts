import { fork } from 'node:child_process';

/** What the preparing process sends the store when its work fails: the error's message, as the store prints it. */
export interface PreparationFailed {
  type: typeof PREPARATION_FAILED;
  message: string;
}

export const PREPARATION_FAILED = 'bookstore:preparation-failed';

function isPreparationFailed(message: unknown): message is PreparationFailed {
  if (typeof message !== 'object' || message === null) return false;
  const { type, message: text } = message as Partial<PreparationFailed>;
  return type === PREPARATION_FAILED && typeof text === 'string';
}

function howItEnded(code: number | null, signal: NodeJS.Signals | null): string {
  const end = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  // the kernel's out-of-memory killer sends SIGKILL; creating the database is the start's hungriest moment
  const hint = signal === 'SIGKILL' ? ' (often: the machine ran out of memory)' : '';
  return `Preparing the database did not finish: its process ${end}${hint}. The store did not start.`;
}

/**
 * Runs `entry` (prepare-database.js beside the bundle, or the .ts source under tsx) in a child process with
 * the store's environment, node flags and output (its log lines are the store's), and resolves once it has
 * exited successfully. Otherwise it rejects with the child's own error message when it sent one, or says how
 * the child ended (a crash, a kill). Either way only once the child has exited and its channel has closed,
 * so the store never opens the database while the child still holds it.
 */
export function runPreparationProcess(entry: string, { execArgv = process.execArgv, env = process.env }: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    let reported: string | undefined;
    const child = fork(entry, [], { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // other senders may share the channel (tsx's loader in dev): only the failure report counts
    child.on('message', (message) => {
      if (isPreparationFailed(message)) reported = message.message;
    });
    // the process could not be started at all: no 'close' follows
    child.on('error', reject);
    // after 'exit', once the channel has delivered everything the child sent
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(reported ?? howItEnded(code, signal)));
    });
  });
}

/** In the preparing process: hands the error to the store (or prints it when run by hand), then exits with 1. */
export function reportPreparationFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (!process.send || !process.connected) {
    console.error(message);
    process.exit(1);
  }
  const report: PreparationFailed = { type: PREPARATION_FAILED, message };
  process.send(report, () => process.exit(1));
}
