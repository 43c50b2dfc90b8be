import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openDatabase, type DatabaseTimeouts } from '../client';
import { isDatabaseUnavailable } from '../connection-errors';
import { runMigrations } from '../migrate';
import { closedPort, hangingServer, pausableProxy, type PausableProxy, type TcpStub } from './tcp-stubs';

const SHORT: DatabaseTimeouts = { connectMs: 1_000, statementMs: 1_000, idleInTransactionMs: 5_000 };
const UNAVAILABLE = { success: false, code: 'UNAVAILABLE', message: 'The store is temporarily unavailable. Please try again shortly.', requestId: expect.any(String) };

async function appOn(databaseUrl: string, timeouts: DatabaseTimeouts = SHORT): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl, timeouts });
  return createTestApp({}, { database });
}

async function timed<T>(work: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await work;
  return { res, ms: Date.now() - started };
}

/** Asks again until `check` passes or `timeoutMs` runs out; returns the last answer. */
async function until<T>(ask: () => PromiseLike<T>, check: (answer: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (check(answer) || Date.now() - started > timeoutMs) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expectUnavailable(res: request.Response) {
  expect(res.status).toBe(503);
  expect(res.body).toEqual(UNAVAILABLE);
  expect(res.headers['retry-after']).toBe('5');
}

describe('when the database accepts connections and never answers', () => {
  let stub: TcpStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await hangingServer();
    t = await appOn(`postgres://x@127.0.0.1:${stub.port}/x`);
  });
  afterAll(async () => {
    await stub.close();
    await t.close();
  });

  it('when the health check is asked, then it answers 503 within about 2 s, even with a longer connect timeout', async () => {
    const patient = await appOn(`postgres://x@127.0.0.1:${stub.port}/x`, { ...SHORT, connectMs: 4_000 });
    try {
      const { res, ms } = await timed(request(patient.app).get('/api/health'));
      expectUnavailable(res);
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(2_500);
    } finally {
      await patient.close();
    }
  });

  it('when the catalogue is asked, then 503 with the message and no stack, once the connect timeout is up', async () => {
    const { res, ms } = await timed(request(t.app).get('/api/products/get'));
    expectUnavailable(res);
    expect(ms).toBeLessThan(3_000);
  });

  it('when a sign-in is attempted, then 503 as well', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: 'a@example.com', password: 'secret-password' });
    expectUnavailable(res);
  });

  it('when more requests come than the pool has connections, then the waiting ones also give up in time', async () => {
    const { res, ms } = await timed(Promise.all(Array.from({ length: 15 }, () => request(t.app).get('/api/products/get'))));
    for (const one of res) expectUnavailable(one);
    expect(ms).toBeLessThan(4_000);
  });
});

describe('when the database refuses connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appOn(`postgres://x@127.0.0.1:${await closedPort()}/x`);
  });
  afterAll(() => t.close());

  it('when the health check and the catalogue are asked, then both answer 503 at once', async () => {
    const { res: health, ms } = await timed(request(t.app).get('/api/health'));
    expectUnavailable(health);
    expect(ms).toBeLessThan(1_000);
    expectUnavailable(await request(t.app).get('/api/products/get'));
  });
});

const serverUrl = process.env.DATABASE_URL;
(serverUrl ? describe : describe.skip)('on a real PostgreSQL behind a proxy the test controls (needs DATABASE_URL)', () => {
  const name = `bookstore_test_timeouts_${randomBytes(4).toString('hex')}`;
  let proxy: PausableProxy;
  let t: TestApp;
  const onServer = async (sql: string) => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };

  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${name}`;
    const migrated = await openDatabase({ databaseUrl: direct.toString() });
    await runMigrations(migrated);
    await migrated.close();
    proxy = await pausableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await appOn(proxied.toString());
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  });

  const catalogue = () => request(t.app).get('/api/products/get');
  const health = () => request(t.app).get('/api/health');

  it('when a statement runs past DB_STATEMENT_TIMEOUT_MS, then the server cancels it; long work (migrations) has no limit', async () => {
    const settings = await t.db.execute(sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`);
    expect(settings.rows[0]).toEqual({ statement: '1s', idle: '5s' });
    const { res: failure, ms } = await timed(t.db.execute(sql`select pg_sleep(3)`).then(() => null, (error: unknown) => error));
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    const slow = await t.database.longRunning((db) => db.execute(sql`select pg_sleep(1.5), current_setting('statement_timeout') as statement`));
    expect(slow.rows[0]).toMatchObject({ statement: '0' });
  });

  it('when the store runs its statements, then they start no parallel workers; long work keeps the server setting', async () => {
    const served = await t.db.execute(sql`select current_setting('max_parallel_workers_per_gather') as workers`);
    expect(served.rows[0]).toEqual({ workers: '0' });
    const long = await t.database.longRunning((db) => db.execute(sql`select current_setting('max_parallel_workers_per_gather') as workers`));
    expect(long.rows[0]).not.toEqual({ workers: '0' });
  });

  it('when the database hangs and then comes back, then 503 while it hangs and 200 after, without a restart', async () => {
    expect((await catalogue()).status).toBe(200);
    proxy.pause();
    const { res: down, ms } = await timed(health());
    expectUnavailable(down);
    expect(ms).toBeLessThan(2_500);
    expectUnavailable(await catalogue());
    proxy.resume();
    expect((await until(health, (res) => res.status === 200)).status).toBe(200);
    expect((await until(catalogue, (res) => res.status === 200)).status).toBe(200);
  });

  it('when the server drops every connection (a restart) and then comes back, then 503 meanwhile and 200 after', async () => {
    expect((await catalogue()).status).toBe(200);
    proxy.drop();
    expectUnavailable(await catalogue());
    expectUnavailable(await health());
    proxy.resume();
    expect((await until(catalogue, (res) => res.status === 200)).status).toBe(200);
    expect((await health()).status).toBe(200);
  });
});

describe('starting the store', () => {
  const apiDir = path.resolve(__dirname, '../../..');

  /** Runs `tsx src/server.ts` on `databaseUrl`; resolves with its exit code and everything it printed. */
  async function start(databaseUrl: string): Promise<{ code: number | null; output: string; ms: number }> {
    const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'start-'));
    const started = Date.now();
    const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'a-start-up-test-secret-of-enough-length',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        DB_CONNECT_TIMEOUT_MS: '1000',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);
    return { code, output: output.trim(), ms: Date.now() - started };
  }

  it('when the database refuses, then the store stops at once with one line naming it, password hidden', async () => {
    const port = await closedPort();
    const { code, output, ms } = await start(`postgres://kitab:s3cret-pass@127.0.0.1:${port}/shop`);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(new RegExp(`^cannot reach the database at postgres://127\\.0\\.0\\.1:${port}/shop \\(user and password hidden\\): .*ECONNREFUSED`));
    expect(output).not.toContain('s3cret');
    expect(ms).toBeLessThan(15_000);
  });

  it('when the database hangs, then the store stops after the connect timeout with one line saying so', async () => {
    const stub = await hangingServer();
    try {
      const { code, output } = await start(`postgres://kitab:s3cret-pass@127.0.0.1:${stub.port}/shop`);
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toBe(`cannot reach the database at postgres://127.0.0.1:${stub.port}/shop (user and password hidden): no answer in time (connect timeout)`);
    } finally {
      await stub.close();
    }
  });
});
