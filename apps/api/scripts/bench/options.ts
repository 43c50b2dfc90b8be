import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CALL_NAMES } from './calls';
import type { Generator } from './load';
import { wrkAvailable } from './wrk';

export interface BenchOptions {
  /** Fill the catalogue up to this many books (0: use what is there). */
  books: number;
  /** Names (or name prefixes: `search` selects every search call) of the calls to run; empty: all. */
  only: string[];
  durationSeconds: number;
  ceilingSeconds: number;
  connections: number;
  buyers: number;
  /** The store listens here; the ceiling server on port + 1. */
  port: number;
  databaseUrl?: string;
  dataDir: string;
  out?: string;
  /** false (`--no-cache`): the store runs with CATALOGUE_CACHE=false, so every catalogue read runs its queries. */
  cache: boolean;
  /**
   * true (`--counted`): the catalogue calls carry no allow token, so the limiter counts them as it counts a
   * shopper (the store runs with RATE_LIMIT_API_PER_MINUTE high enough not to refuse the bench).
   */
  counted: boolean;
  /** The load generators each call is measured with, in this order (each one on the store, then the ceiling). */
  generators: Generator[];
  /** Why these generators (e.g. wrk asked for but not installed): printed at the top of the run. */
  generatorNote: string;
}

const HELP = `pnpm bench [options]
  --books N             fill the catalogue up to N books (default 100000; 0 = use what is there)
  --only a,b            run only these calls: ${CALL_NAMES.join(', ')} (a prefix selects several: search)
  --duration S          seconds of load per call (default 15)
  --ceiling-duration S  seconds of load on the static ceiling per call (default 5)
  --connections N       concurrent connections (default 100)
  --buyers N            concurrent buyers in the checkout call (default 50)
  --port P              the store's port; the ceiling uses P+1 (default 3430)
  --out FILE            also write the results as Markdown
  --no-cache            the store without its catalogue response cache (CATALOGUE_CACHE=false): every
                        list, search and book is built from the database, as on a first visit; rows say "uncached"
  --counted             the calls carry no allow token: the limiter counts them as a shopper's (its limit is
                        raised with RATE_LIMIT_API_PER_MINUTE so the bench is not refused)
  --generator G         the load generator: autocannon (JavaScript, inside the bench's process), wrk (native,
                        one thread: about a quarter of autocannon's CPU per request, so more of a small
                        machine is left to the server), or both (default when wrk is on PATH: each call is
                        measured with autocannon, then with wrk, each on the store and on the ceiling).
                        Without wrk on PATH the bench uses autocannon and says so. Every row names its
                        generator and the generator's own CPU ms per request. wrk counts only answers of
                        400 and more as non-2xx; its timeout is 10 s, as autocannon's.
Database: DATABASE_URL (PostgreSQL) if set, else the embedded PGlite under DATA_DIR
(default: ${path.join(os.tmpdir(), 'bookstore-bench')}, kept between runs so the fill is done once).
BENCH_STORE_NODE_ARGS: node's options for the store process (e.g. '--cpu-prof --cpu-prof-dir=DIR').
The checkout call reports the CPU ms per order of the store, the database and the load generator
(Linux /proc counters), and the orders/s that this CPU use would allow on all cores.`;

const wholeNumber = (value: string | undefined, fallback: number, name: string, min = 1) => {
  const n = value === undefined ? fallback : Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} needs a whole number of ${min} or more`);
  return n;
};

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      books: { type: 'string' },
      only: { type: 'string' },
      duration: { type: 'string' },
      'ceiling-duration': { type: 'string' },
      connections: { type: 'string' },
      buyers: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      'no-cache': { type: 'boolean' },
      counted: { type: 'boolean' },
      generator: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 'help';
  }
  const only = (values.only ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = only.filter((name) => !CALL_NAMES.some((call) => call === name || call.startsWith(`${name}-`)));
  if (unknown.length) throw new Error(`--only: no call named ${unknown.join(', ')} (calls: ${CALL_NAMES.join(', ')})`);
  const { generators, generatorNote } = chooseGenerators(values.generator, wrkAvailable());
  // pnpm runs the script inside apps/api; INIT_CWD is where the person typed the command
  const base = env.INIT_CWD ?? process.cwd();
  return {
    books: wholeNumber(values.books, 100_000, 'books', 0),
    only,
    durationSeconds: wholeNumber(values.duration, 15, 'duration'),
    ceilingSeconds: wholeNumber(values['ceiling-duration'], 5, 'ceiling-duration'),
    connections: wholeNumber(values.connections, 100, 'connections'),
    buyers: wholeNumber(values.buyers, 50, 'buyers'),
    port: wholeNumber(values.port, 3430, 'port', 1024),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(base, env.DATA_DIR || path.join(os.tmpdir(), 'bookstore-bench')),
    out: values.out ? path.resolve(base, values.out) : undefined,
    cache: !values['no-cache'],
    counted: values.counted ?? false,
    generators,
    generatorNote,
  };
}

/** `--generator`, or its default: both when wrk is installed, else autocannon; wrk never silently. */
export function chooseGenerators(asked: string | undefined, hasWrk: boolean): { generators: Generator[]; generatorNote: string } {
  const choice = asked ?? (hasWrk ? 'both' : 'autocannon');
  if (choice !== 'autocannon' && choice !== 'wrk' && choice !== 'both') throw new Error('--generator is autocannon, wrk or both');
  if (choice === 'autocannon') return { generators: ['autocannon'], generatorNote: asked ? 'load generator: autocannon' : 'load generator: autocannon (wrk is not on PATH)' };
  if (!hasWrk) return { generators: ['autocannon'], generatorNote: `load generator: autocannon (--generator ${choice} asked for wrk, which is not on PATH)` };
  return choice === 'wrk'
    ? { generators: ['wrk'], generatorNote: 'load generator: wrk' }
    : { generators: ['autocannon', 'wrk'], generatorNote: 'load generators: autocannon, then wrk, on each call' };
}

export const selected = (options: Pick<BenchOptions, 'only'>, name: string) =>
  options.only.length === 0 || options.only.some((o) => name === o || name.startsWith(`${o}-`));
