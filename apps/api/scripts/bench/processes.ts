/**
 * The store and the static ceiling, each in a process of its own: the load generator (this process)
 * never shares an event loop with what it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { youngGenerationFlags } from '../../src/lib/memory/young-generation';
import { waitFor } from './http';

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const API_DIR = path.resolve(__dirname, '../..');
export const STORE_ENTRY = path.join(API_DIR, 'dist/server.js');

function running(child: ChildProcess, url: string): Running {
  let exited = false;
  child.once('exit', () => (exited = true));
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

export interface StoreOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** RATE_LIMIT_ALLOW_TOKEN: the bench's requests carry it, so the limiter stays on for everyone else. */
  allowToken: string;
  /** The store's request log (one line per request, as in production) goes here. */
  logFile: string;
  /** CATALOGUE_CACHE: false measures the catalogue's queries instead of its memory. */
  cache?: boolean;
  /** RATE_LIMIT_API_PER_MINUTE, when the bench's requests are counted. */
  apiPerMinute?: number;
}

/** `node apps/api/dist/server.js` as in production: NODE_ENV=production, the limiter and request logging on. */
export async function startStore(options: StoreOptions): Promise<Running> {
  const log = openSync(options.logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_ALLOW_TOKEN: options.allowToken,
    LOG_LEVEL: 'info',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    CATALOGUE_CACHE: String(options.cache ?? true),
    ...(options.apiPerMinute ? { RATE_LIMIT_API_PER_MINUTE: String(options.apiPerMinute) } : {}),
  };
  // e.g. BENCH_STORE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (Node refuses --cpu-prof in NODE_OPTIONS)
  const nodeArgs = (process.env.BENCH_STORE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // as deployed on PostgreSQL (docker-compose.yml's NODE_OPTIONS)
  const youngGeneration = youngGenerationFlags(options.databaseUrl, nodeArgs);
  const child = spawn(process.execPath, [...youngGeneration, ...nodeArgs, STORE_ENTRY], { cwd: API_DIR, env, stdio: ['ignore', log, log] });
  const store = running(child, `http://127.0.0.1:${options.port}`);
  let alive = true;
  child.once('exit', () => (alive = false));
  try {
    await waitFor(store.url, '/api/health', 180_000, () => alive);
  } catch (error) {
    await store.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}; see ${options.logFile}`, { cause: error });
  }
  return store;
}

export interface FixedAnswer {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Headers that describe the connection, not the answer: the ceiling's own server sets them. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** A bare node:http server answering each path with exactly the bytes the store gave for it. */
export async function startCeiling(port: number, answers: FixedAnswer[], dir: string): Promise<Running> {
  const file = path.join(dir, 'ceiling-answers.json');
  const routes = answers.map((a) => ({
    path: a.path,
    status: a.status,
    headers: Object.fromEntries(Object.entries(a.headers).filter(([name]) => !CONNECTION_HEADERS.has(name))),
    body: a.body.toString('base64'),
  }));
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, [path.join(__dirname, 'ceiling-server.mjs'), file, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const ceiling = running(child, `http://127.0.0.1:${port}`);
  let alive = true;
  child.once('exit', () => (alive = false));
  await waitFor(ceiling.url, '/__ready', 10_000, () => alive);
  return ceiling;
}
