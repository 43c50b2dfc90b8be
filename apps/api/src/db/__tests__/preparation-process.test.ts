import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPreparationProcess } from '../preparation-process';

const FIXTURE = path.join(__dirname, 'fixtures/preparation-child.ts');

describe('the start-up work in a process of its own', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'preparation-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs the fixture as the store runs prepare-database.ts, with its environment and output. */
  function run(behaviour: string): Promise<void> {
    const env = { ...process.env, PREPARATION_CHILD: behaviour, PREPARATION_PID_FILE: path.join(dir, 'pid') };
    return runPreparationProcess(FIXTURE, { execArgv: ['--import', 'tsx'], env });
  }

  function childIsGone(): boolean {
    const pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }

  it('when the work succeeds, then it resolves once the process has exited, whatever else the process sent', async () => {
    await run('succeed');
    expect(childIsGone()).toBe(true);
  });

  it('when the work fails, then it rejects with the work\'s own message, once the process has exited', async () => {
    await expect(run('fail')).rejects.toThrow(/^migration 0031 failed: could not extend file: No space left on device$/);
    expect(childIsGone()).toBe(true);
  });

  it('when the process crashes outside the work, then it rejects naming the exit code', async () => {
    await expect(run('crash')).rejects.toThrow('Preparing the database did not finish: its process exited with code 1. The store did not start.');
    expect(childIsGone()).toBe(true);
  });

  it('when the process is killed, then it rejects naming the signal instead of waiting', async () => {
    await expect(run('killed')).rejects.toThrow('Preparing the database did not finish: its process was stopped by SIGKILL (often: the machine ran out of memory). The store did not start.');
    expect(childIsGone()).toBe(true);
  });

  it('when the entry does not exist, then it rejects', async () => {
    const missing = path.join(dir, 'no-such-entry.js');
    expect(existsSync(missing)).toBe(false);
    await expect(runPreparationProcess(missing, { execArgv: [] })).rejects.toThrow(/exited with code 1/);
  });
});
