import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { freePort } from '../../test/free-port';

const apiDir = path.resolve(__dirname, '../../..');

interface Store {
  pid: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `node --import tsx src/server.ts` on the embedded database in `dataDir`, as `node dist/server.js` runs (tests run before any build). */
async function startStore(dataDir: string): Promise<Store> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      BCRYPT_ROUNDS: '4',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // creating a database takes ~10 s on a quiet machine, several times that on a busy one
  const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  void exited.then(() => clearTimeout(killer));
  return {
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}`,
    output: () => output.trim(),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Asks until the store answers 200 or has stopped; returns the last status (0: no answer). */
async function whenReady(store: Store): Promise<number> {
  let stopped = false;
  void store.exited.then(() => (stopped = true));
  for (;;) {
    const status = await request(store.url).get('/api/health/ready').then((res) => res.status, () => 0);
    if (status === 200 || stopped) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string });

/** The process running `prepare-database` that `pid` started, if it runs now (Linux). */
function preparingChildOf(pid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    return children.find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('prepare-database'));
  } catch {
    return undefined;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The largest resident size the process has had, in MB (Linux). */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

describe('the first start of a store on an empty embedded data folder', () => {
  it('when it starts, then the database is created, migrated and seeded by another process, and the store serves the demo catalogue without having held that memory', async () => {
    const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'first-start-'));
    const store = await startStore(dataDir);
    try {
      const status = await whenReady(store);
      if (status !== 200) throw new Error(`the store did not get ready (${status}):\n${store.output()}`);
      const list = await request(store.url).get('/api/products/get?limit=1');
      expect(list.status).toBe(200);
      expect(list.body.pagination.total).toBeGreaterThanOrEqual(100);

      const lines = logLines(store.output());
      const seeded = lines.find((line) => line.msg.startsWith('demo catalogue seeded: '));
      const demoAdmin = lines.find((line) => line.msg.startsWith('demo admin created: '));
      const listening = lines.find((line) => line.msg.startsWith('bookstore listening on '));
      expect([seeded?.pid, demoAdmin?.pid, listening?.pid]).toEqual([seeded?.pid, seeded?.pid, store.pid]);
      expect(seeded?.pid).not.toBe(store.pid);
      // creating the database and seeding took the store process past 800 MB when it did them itself
      if (process.platform === 'linux') expect(peakMb(store.pid)).toBeLessThan(450);
    } finally {
      await store.stop();
    }
  }, 120_000);

  it('when the start-up work fails, then the store stops with a non-zero exit and one line, the work\'s error, and never listens', async () => {
    const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'failed-start-'));
    // the database folder cannot be created
    await writeFile(path.join(dataDir, 'pglite'), 'a file where the database folder should be');
    const store = await startStore(dataDir);
    expect(await store.exited).toBe(1);
    expect(store.output()).toMatch(new RegExp(`^(EEXIST|ENOTDIR): [^\\n]*${path.join(dataDir, 'pglite')}'?$`));
  });

  (process.platform === 'linux' ? it : it.skip)('when the store is killed while the start-up work runs, then the work stops too instead of holding the database folder', async () => {
    const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'killed-start-'));
    const store = await startStore(dataDir);
    let preparing: number | undefined;
    while (preparing === undefined && isRunning(store.pid)) {
      preparing = preparingChildOf(store.pid);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(preparing).toBeDefined();
    process.kill(store.pid, 'SIGKILL');
    await store.exited;
    const deadline = Date.now() + 30_000;
    while (isRunning(preparing!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(preparing!)).toBe(false);
    // its output still reaches this test: had it carried on, it would have seeded the demo
    expect(store.output()).not.toContain('demo catalogue seeded');
  }, 120_000);
});
