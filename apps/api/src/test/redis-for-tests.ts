import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Answers synchronously whether something accepts TCP connections at host:port (jest decides skips at load). */
function accepts(host: string, port: number): boolean {
  const probe = `require('net').connect(${port}, ${JSON.stringify(host)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 2000 }).status === 0;
}

const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface TestRedis {
  /** Where the tests' Redis answers; undefined when none could be had (see `reason`). */
  url?: string;
  reason?: string;
  stop(): void;
}

/**
 * A Redis for the tests that need one: TEST_REDIS_URL, else one already on 127.0.0.1:6379, else a
 * throwaway `redis-server` this process starts and stops (nothing kept on disk). Without any of them the
 * caller skips its Redis tests and prints `reason`, so a fresh machine with only Node still passes.
 */
export function redisForTests(): TestRedis {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: () => {} };
  if (accepts('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', stop: () => {} };
  if (!hasRedisServer()) {
    return { reason: 'no Redis on 127.0.0.1:6379, no TEST_REDIS_URL and no redis-server to start', stop: () => {} };
  }
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !accepts('127.0.0.1', port));
  if (!accepts('127.0.0.1', port)) {
    server.kill();
    return { reason: `redis-server did not start on port ${port}`, stop: () => {} };
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}
