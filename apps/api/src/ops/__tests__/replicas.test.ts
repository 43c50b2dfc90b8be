import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createClient } from 'redis';
import request from 'supertest';
import { createChangeFeed, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { createServerDatabase, openTestDatabase, type TestDatabase } from '../../test/test-database';
import { freePort } from '../../test/free-port';
import { redisForTests } from '../../test/redis-for-tests';

const serverUrl = process.env.DATABASE_URL;
const apiDir = path.resolve(__dirname, '../../..');

/** Asks again until `check` passes or `timeoutMs` runs out; returns the last answer. */
async function until<T>(ask: () => PromiseLike<T>, check: (answer: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (check(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the database and the number of processes', () => {
  it('when the store opens its database, then the write epoch (trusting that no other process writes) is on only for the embedded database', async () => {
    const database = await openTestDatabase();
    try {
      expect(typeof database.writeEpoch).toBe(database.driver === 'pglite' ? 'function' : 'undefined');
      expect(database.driver).toBe(serverUrl ? 'postgres' : 'pglite');
    } finally {
      await database.close();
    }
  });
});

// PostgreSQL alone: the embedded database serves one process, so none of this applies to it
if (serverUrl) {
  describe('the change feed on PostgreSQL', () => {
    let database: TestDatabase;
    let feed: ChangeFeed | undefined;

    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterEach(async () => {
      await feed?.close();
      feed = undefined;
    });
    afterAll(async () => {
      await database.close();
    });

    const feedOn = async (): Promise<ChangeFeed> => {
      if (!database.url) throw new Error('openTestDatabase should say where its database is');
      const changes = createChangeFeed({ connectionString: database.url, logger: { info: () => {}, warn: () => {} }, backoffMs: 20, maxBackoffMs: 200 });
      feed = changes;
      await until(async () => changes.listening(), Boolean, 10_000);
      expect(changes.listening()).toBe(true);
      return changes;
    };
    const bumpCatalogue = (db: Database['db']) => db.execute(sql`update catalogue_state set version = version + 1 where id = 1`);

    it('when a catalogue change commits, then the catalogue epoch moves; when one rolls back, then nothing is heard', async () => {
      const changes = await feedOn();
      const before = changes.epoch('catalogue');
      const settingsBefore = changes.epoch('settings');
      await database.db
        .transaction(async (tx) => {
          await bumpCatalogue(tx as unknown as Database['db']);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes.epoch('catalogue')).toBe(before);

      await database.db.transaction(async (tx) => {
        await bumpCatalogue(tx as unknown as Database['db']);
        await bumpCatalogue(tx as unknown as Database['db']);
      });
      const after = await until(async () => changes.epoch('catalogue'), (epoch) => epoch !== before, 5_000);
      expect(after).toBe((before ?? 0) + 1);
      expect(changes.epoch('settings')).toBe(settingsBefore);
    });

    it('when the database ends the listening connection, then the epochs move (nothing read before is trusted) and it listens again by itself', async () => {
      const changes = await feedOn();
      const heard: string[] = [];
      changes.subscribe('settings', () => heard.push('settings'));
      const before = changes.epoch('settings');
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid() and datname = current_database()`);
      await until(async () => changes.epoch('settings'), (epoch) => epoch !== before, 5_000);
      await until(async () => changes.listening(), Boolean, 10_000);
      expect(changes.listening()).toBe(true);
      // lost, then back: each tells the listeners that anything may have changed meanwhile
      expect(heard.length).toBeGreaterThanOrEqual(2);

      const now = changes.epoch('settings');
      await database.db.execute(sql`update store_settings set updated_at = updated_at where id = 1`);
      expect(await until(async () => changes.epoch('settings'), (epoch) => epoch !== now, 5_000)).not.toBe(now);
    });

    it('when junk arrives on a channel the store does not use, then no epoch moves', async () => {
      const changes = await feedOn();
      const before = [changes.epoch('catalogue'), changes.epoch('settings')];
      await database.db.execute(sql`select pg_notify('bookstore_other', repeat('x', 7000) || chr(1))`);
      await database.db.execute(sql`select pg_notify('bookstore_catalogue_x', '')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([changes.epoch('catalogue'), changes.epoch('settings')]).toEqual(before);
    });
  });

  describe('two API processes on one PostgreSQL database and one Redis', () => {
    const redis = redisForTests();
    const prefix = `replicas-test-${randomBytes(6).toString('hex')}`;
    let database: { url: string; drop: () => Promise<void> } | undefined;
    const admin = { email: `owner-${prefix}@example.com`, password: 'ownerpass2026' };
    const processes: { child: ChildProcess; output: string; url: string }[] = [];
    let a: string;
    let b: string;

    /** `tsx src/server.ts`: CI runs the tests right after install, before anything is built. */
    async function startProcess(databaseUrl: string, dataDir: string): Promise<void> {
      const port = await freePort();
      const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'the-secret-every-replica-shares-0123456789',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
          SEED_DEMO: 'false',
          BCRYPT_ROUNDS: '4',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          REDIS_URL: redis.url,
          REDIS_KEY_PREFIX: prefix,
          RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        },
      });
      const entry = { child, output: '', url: `http://127.0.0.1:${port}` };
      child.stdout?.on('data', (chunk: Buffer) => (entry.output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (entry.output += chunk.toString()));
      processes.push(entry);
    }

    async function ready(entry: (typeof processes)[number]): Promise<void> {
      const answer = await until(
        () => request(entry.url).get('/api/health/ready').then((res) => res.status, () => 0),
        (status) => status === 200 || entry.child.exitCode !== null,
        60_000,
      );
      if (answer !== 200) throw new Error(`an API process did not get ready (exit ${entry.child.exitCode}):\n${entry.output}`);
    }

    beforeAll(async () => {
      if (!redis.url) throw new Error(`these tests need Redis: ${redis.reason}`);
      database = await createServerDatabase(serverUrl, 'bookstore_replicas');
      const { url } = database;
      // one uploads folder for both, as a shared volume would be
      const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'replicas-'));
      // started together on an empty database: they take turns migrating and creating the admin
      await Promise.all([startProcess(url, dataDir), startProcess(url, dataDir)]);
      await Promise.all(processes.map(ready));
      [a, b] = processes.map((p) => p.url) as [string, string];
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        processes.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.on('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await database?.drop();
      if (redis.url) {
        const client = createClient({ url: redis.url });
        await client.connect();
        for await (const keys of client.scanIterator({ MATCH: `rl:${prefix}:*`, COUNT: 100 })) if (keys.length) await client.del(keys);
        await client.close();
      }
      redis.stop();
    }, 30_000);

    const signIn = async (url: string) => {
      const res = await request(url).post('/api/auth/login').send(admin);
      expect(res.status).toBe(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('token='));
      if (!cookie) throw new Error('no session cookie');
      return cookie.split(';')[0]!;
    };

    it('when both start at once on an empty database, then both come up, each migration ran once and the admin exists once', async () => {
      const client = new Client({ connectionString: database?.url });
      await client.connect();
      try {
        const migrations = await client.query<{ n: string; distinct_n: string }>('select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations');
        expect(migrations.rows[0]!.n).toBe(migrations.rows[0]!.distinct_n);
        const admins = await client.query<{ n: string }>('select count(*) as n from users where email = $1', [admin.email]);
        expect(admins.rows[0]!.n).toBe('1');
      } finally {
        await client.end();
      }
    });

    it('when the owner signs in on A, then the session works on B; once signed out on A, then B refuses it', async () => {
      const cookie = await signIn(a);
      const onB = await request(b).get('/api/admin/settings').set('Cookie', cookie);
      expect(onB.status).toBe(200);
      expect((await request(a).post('/api/auth/logout').set('Cookie', cookie)).status).toBe(200);
      expect((await request(b).get('/api/admin/settings').set('Cookie', cookie)).status).toBe(401);
    });

    it('when failed sign-ins of one account reach the limit on A, then B refuses the next with 429', async () => {
      const victim = { email: `victim-${prefix}@example.com`, password: 'wrongpass1' };
      for (let i = 0; i < 3; i += 1) expect((await request(a).post('/api/auth/login').send(victim)).status).toBe(401);
      const onB = await request(b).post('/api/auth/login').send(victim);
      expect(onB.status).toBe(429);
      expect(onB.headers['retry-after']).toBeDefined();
    });

    it('when the owner changes a price through A, then B, which had the book cached, answers the new price within 2 s', async () => {
      const cookie = await signIn(a);
      const book = {
        name: 'Replica Test Book',
        author: 'Two Processes',
        price: 500,
        category: 'Urdu Novels',
        language: 'Urdu',
        stockQuantity: 5,
        condition: 'new',
      };
      const created = await request(a).post('/api/admin/products').set('Cookie', cookie).send(book);
      expect(created.status).toBe(201);
      const id = (created.body as { product: { id: string } }).product.id;
      const onB = () => request(b).get(`/api/products/${id}`);
      expect((await onB()).body.product.price).toBe(500);
      const again = await onB();
      expect(again.headers['x-cache']).toBe('HIT');

      expect((await request(a).put(`/api/admin/products/${id}`).set('Cookie', cookie).send({ ...book, price: 650 })).status).toBe(200);
      const seen = await until(onB, (res) => res.body.product?.price === 650, 2_000);
      expect(seen.body.product.price).toBe(650);
      expect(seen.headers['x-cache']).toBe('MISS');
    });

    it('when the owner saves the settings through A, then B, which had them cached, shows them within 2 s', async () => {
      const cookie = await signIn(a);
      const current = await request(a).get('/api/admin/settings').set('Cookie', cookie);
      const publicOnB = () => request(b).get('/api/store/settings');
      const save = async (name: string) => {
        const next = structuredClone(current.body.settings);
        next.identity.name = name;
        expect((await request(a).put('/api/admin/settings').set('Cookie', cookie).send(next)).status).toBe(200);
      };
      const nameOnB = async (name: string, timeoutMs: number) =>
        (await until(publicOnB, (res) => res.body.settings.identity.name === name, timeoutMs)).body.settings.identity.name as string;
      // once B shows a first save, its copy was read a moment ago: only a notification can beat its maximum age
      await save('Kitab Ghar Lahore');
      expect(await nameOnB('Kitab Ghar Lahore', 10_000)).toBe('Kitab Ghar Lahore');
      await save('Kitab Ghar Karachi');
      expect(await nameOnB('Kitab Ghar Karachi', 2_000)).toBe('Kitab Ghar Karachi');
    });
  });
}
