/**
 * The native load generator (wrk, C, one thread): it spends about a quarter of autocannon's CPU per
 * request, so on a small machine it leaves the server under test more of the cores they share. Used when
 * `wrk` is on PATH; the bench falls back to autocannon (and says so) when it is not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Figures } from './load';

/** True when a `wrk` binary can be started. */
export function wrkAvailable(): boolean {
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  return probe.error === undefined;
}

/** CPU ms (user + system) of this process's children that have ended and been waited for (/proc, Linux). */
function endedChildrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 16 and 17 of stat (cutime, cstime), in ticks of 10 ms
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

const luaString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/**
 * The Lua script: each connection sends the paths in turn (as autocannon's `requests` do), and `done`
 * prints one JSON line with the counts and the latency percentiles (wrk's own unit: microseconds).
 */
function script(paths: string[], headers: Record<string, string>): string {
  const head = Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ');
  return `local paths = { ${paths.map(luaString).join(', ')} }
local headers = { ${head} }
local requests = {}
local next_one = 0
-- wrk.headers holds the Host header only once the thread is set up
init = function(_)
  headers["Host"] = wrk.headers["Host"]
  for i, p in ipairs(paths) do requests[i] = wrk.format("GET", p, headers) end
end
request = function()
  next_one = next_one % #requests + 1
  return requests[next_one]
end
done = function(summary, latency, _)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"us":%d,"p50":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect, e.read, e.write, e.timeout, e.status))
end
`;
}

/**
 * `wrk -t1 -c N -d S --timeout 10s` on the paths (timeout as autocannon's default, so a slow answer is
 * counted in the latency, not dropped as an error).
 */
export async function runWrk(url: string, paths: string[], connections: number, seconds: number, headers: Record<string, string>, dir: string): Promise<Figures> {
  const file = path.join(dir, 'bench-wrk.lua');
  writeFileSync(file, script(paths, headers));
  const cpuBefore = endedChildrenCpuMs();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', file, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text.trim()}`))));
  });
  const cpuAfter = endedChildrenCpuMs();
  const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no result: ${output.trim()}`);
  const r = JSON.parse(line) as { requests: number; us: number; p50: number; p99: number; connect: number; read: number; write: number; timeout: number; status: number };
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    rps: Math.round(r.requests / (r.us / 1e6)),
    p50: ms(r.p50),
    p99: ms(r.p99),
    requests: r.requests,
    // wrk counts only answers of 400 and more as non-2xx
    non2xx: r.status,
    errors: r.connect + r.read + r.write + r.timeout,
    generatorCpuMs: cpuBefore !== undefined && cpuAfter !== undefined && r.requests > 0 ? Math.round(((cpuAfter - cpuBefore) / r.requests) * 1000) / 1000 : undefined,
  };
}
