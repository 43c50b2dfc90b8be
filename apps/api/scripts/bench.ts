/**
 * `pnpm bench`: the store as in production (`node apps/api/dist/server.js`, NODE_ENV=production, the
 * rate limiter and request logging on) in a process of its own, put under load with autocannon (from this
 * process) and/or wrk (its own process), as `--generator` says; each call is also run against a static
 * ceiling (a bare node:http server, in a third process, answering with the store's own bytes), and checkout
 * runs with 50 signed-in buyers.
 * `pnpm bench --help` lists the options; docs/benchmarks/ holds the results.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMIT_ALLOW_HEADER } from '../src/lib/rate-limit/allowance';
import { loadCalls } from './bench/calls';
import { checkStock, runCheckout } from './bench/checkout';
import { cpuMeter } from './bench/cpu';
import { captureAnswers, measure, type CallResult } from './bench/load';
import { readOptions, selected } from './bench/options';
import { prepare } from './bench/prepare';
import { describeMemory, memoryOf } from './bench/memory';
import { startCeiling, startStore, STORE_ENTRY } from './bench/processes';
import { machine, markdown, printCall, printCheckout, type Run } from './bench/report';

/** The whole-API limit of a `--counted` run: far above what the bench sends in a minute. */
const COUNTED_LIMIT = 1_000_000_000;

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options === 'help') return;
  if (!existsSync(STORE_ENTRY)) throw new Error(`${STORE_ENTRY} is missing: run \`pnpm build\` first`);
  mkdirSync(options.dataDir, { recursive: true });
  const database = `${options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}${options.cache ? '' : ', catalogue cache off'}${options.counted ? ', counted by the limiter' : ''}`;
  console.log(`${machine()}\n${database}${options.databaseUrl ? '' : ` (embedded database in ${options.dataDir})`}\n${options.generatorNote}`);

  const prepared = await prepare(options);
  console.log(`${prepared.books.toLocaleString('en-US')} books; ${options.connections} connections, ${options.durationSeconds} s per call\n`);
  const allowToken = randomBytes(32).toString('hex');
  const allowHeaders = { [RATE_LIMIT_ALLOW_HEADER]: allowToken };
  // --counted: the calls come as a shopper's do, counted by the limiter (checkout's buyers keep the token)
  const callHeaders = options.counted ? {} : allowHeaders;
  const run: Run = {
    startedAt: new Date(),
    database,
    books: prepared.books,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    ceilingSeconds: options.ceilingSeconds,
    generatorNote: options.generatorNote,
    command: `pnpm bench ${process.argv.slice(2).join(' ')}`.trim(),
    calls: [],
  };

  const logFile = path.join(options.dataDir, 'bench-store.log');
  const store = await startStore({ port: options.port, dataDir: options.dataDir, databaseUrl: options.databaseUrl, allowToken, logFile, cache: options.cache, apiPerMinute: options.counted ? COUNTED_LIMIT : undefined });
  try {
    for (const call of loadCalls(prepared.productId, { cache: options.cache }).filter((c) => selected(options, c.name))) {
      const answers = await captureAnswers(store.url, call, callHeaders, { cache: options.cache });
      const ceiling = await startCeiling(options.port + 1, answers, options.dataDir);
      try {
        for (const generator of options.generators) {
          const cpu = { storePid: store.pid, databaseUrl: options.databaseUrl, ceilingPid: ceiling.pid };
          const result: CallResult = await measure(call, answers, { store: store.url, ceiling: ceiling.url }, { ...options, headers: callHeaders, generator, dir: options.dataDir, cpu });
          printCall(result);
          run.calls.push(result);
        }
      } finally {
        await ceiling.stop();
      }
    }
    let checkout: Awaited<ReturnType<typeof runCheckout>> | undefined;
    if (selected(options, 'checkout')) {
      const meter = await cpuMeter(store.pid, options.databaseUrl);
      try {
        checkout = await runCheckout(store.url, prepared.buyers, prepared.checkoutBooks, { seconds: options.durationSeconds, allowHeaders, meter });
      } finally {
        await meter.close();
      }
    }
    run.memory = memoryOf(store.pid);
    await store.stop();
    if (checkout) {
      const stock = await checkStock(options.databaseUrl, options.dataDir, prepared.checkoutBooks, checkout);
      printCheckout(checkout, stock);
      run.checkout = { result: checkout, stock };
      if (!stock.ok) process.exitCode = 1;
    }
  } finally {
    await store.stop();
  }
  if (run.memory) console.log(`\nstore memory at the end: ${describeMemory(run.memory)}; request log: ${logFile}`);
  if (options.out) {
    writeFileSync(options.out, `${markdown(run)}\n`);
    console.log(`Results written to ${options.out}`);
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
