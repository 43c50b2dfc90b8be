import os from 'node:os';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { LoadCall } from './calls';
import { startCpuCount, type CpuCost } from './cpu';
import { BROWSER_HEADERS, send } from './http';
import type { FixedAnswer } from './processes';
import { runWrk } from './wrk';

/** What puts the load on: autocannon (JavaScript, in this process) or wrk (native, its own process). */
export type Generator = 'autocannon' | 'wrk';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The load generator's own CPU ms per request (wrk's process, or this one while autocannon ran). */
  generatorCpuMs?: number;
}

export interface CallResult {
  call: LoadCall;
  generator: Generator;
  store: Figures;
  ceiling: Figures;
  loadBefore: number;
  loadAfter: number;
  /** Bytes of one answer as sent, and its encoding. */
  bytes: number;
  encoding: string;
  /** `pagination.total` of a catalogue answer (matches of a search), when there is one. */
  total?: number;
  /** `pagination.page` the API answered, when it is not the page asked for (a capped page). */
  pageServed?: number;
  /** CPU per request during the measured run (see cpu.ts). */
  cpu?: CpuCost;
  /** The ceiling process's CPU ms per request during its run: what the same bytes cost a bare server. */
  ceilingCpuMs?: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  ceilingSeconds: number;
  headers: Record<string, string>;
  generator: Generator;
  /** Where wrk's script is written. */
  dir: string;
  /** Count the CPU of the store's process and of its PostgreSQL backends during the measured run. */
  cpu?: { storePid: number; databaseUrl?: string; ceilingPid?: number };
}

function decoded(answer: FixedAnswer): Buffer {
  const encoding = String(answer.headers['content-encoding'] ?? '');
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'deflate') return inflateSync(answer.body);
  return answer.body;
}

/** The store's answer to each path, byte for byte, for the ceiling to repeat. */
export async function captureAnswers(storeUrl: string, call: LoadCall, headers: Record<string, string>, { cache = true } = {}): Promise<FixedAnswer[]> {
  const answers: FixedAnswer[] = [];
  for (const path of call.paths) {
    const answer = await send(storeUrl, 'GET', path, { headers: { ...BROWSER_HEADERS, ...headers, ...call.headers } });
    if (answer.status !== 200) throw new Error(`${call.name}: GET ${path} answered ${answer.status}`);
    // an "uncached" row must never be measuring the cache
    if (!cache && answer.headers['x-cache']) throw new Error(`${call.name}: GET ${path} came from the cache (X-Cache: ${String(answer.headers['x-cache'])}) with --no-cache`);
    answers.push({ path, status: answer.status, headers: answer.headers as FixedAnswer['headers'], body: answer.body });
  }
  return answers;
}

interface Hammer {
  generator: Generator;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  dir: string;
}

async function hammer(url: string, call: LoadCall, { generator, connections, seconds, headers, dir }: Hammer): Promise<Figures> {
  const sent = { ...BROWSER_HEADERS, ...headers, ...call.headers };
  if (generator === 'wrk') {
    return runWrk(url, call.paths, connections, seconds, sent, dir);
  }
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: sent,
    requests: call.paths.map((path) => ({ method: 'GET', path })),
  });
  const { user, system } = process.cpuUsage(cpuBefore);
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    generatorCpuMs: requests > 0 ? Math.round(((user + system) / 1000 / requests) * 1000) / 1000 : undefined,
  };
}

/** Warm-up and the store under load, then warm-up and the ceiling under the same load (shorter: it only needs to be steady). */
export async function measure(
  call: LoadCall,
  answers: FixedAnswer[],
  urls: { store: string; ceiling: string },
  settings: LoadSettings,
): Promise<CallResult> {
  const load = { generator: settings.generator, connections: settings.connections, seconds: settings.durationSeconds, headers: settings.headers, dir: settings.dir };
  // plans, caches and the JIT settle before the measured run
  await hammer(urls.store, call, { ...load, connections: Math.min(10, settings.connections), seconds: 2 });
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuCount = settings.cpu ? await startCpuCount(settings.cpu.storePid, settings.cpu.databaseUrl) : undefined;
  const store = await hammer(urls.store, call, load);
  const cpu = await cpuCount?.end(store.requests);
  // the ceiling's process is new for each call: it warms up as the store did, so both are measured warm
  await hammer(urls.ceiling, call, { ...load, connections: Math.min(10, settings.connections), seconds: 2, headers: {} });
  const ceilingCount = settings.cpu?.ceilingPid ? await startCpuCount(settings.cpu.ceilingPid, undefined) : undefined;
  const ceiling = await hammer(urls.ceiling, call, { ...load, seconds: settings.ceilingSeconds, headers: {} });
  const ceilingCpuMs = (await ceilingCount?.end(ceiling.requests))?.storeMs;
  const loadAfter = os.loadavg()[0] ?? 0;
  const first = answers[0] as FixedAnswer;
  let total: number | undefined;
  let pageServed: number | undefined;
  try {
    const body = JSON.parse(decoded(first).toString('utf8')) as { pagination?: { total?: unknown; page?: unknown } };
    const json = body.pagination ?? {};
    if (typeof json.total === 'number') total = json.total;
    const asked = Number(new URL(first.path, 'http://x').searchParams.get('page') ?? NaN);
    if (typeof json.page === 'number' && Number.isFinite(asked) && json.page !== asked) pageServed = json.page;
  } catch {
    // HTML or not JSON: no count to report
  }
  return {
    call,
    generator: settings.generator,
    store,
    ceiling,
    loadBefore,
    loadAfter,
    bytes: first.body.length,
    encoding: String(first.headers['content-encoding'] ?? 'identity'),
    total,
    pageServed,
    cpu,
    ceilingCpuMs,
  };
}
