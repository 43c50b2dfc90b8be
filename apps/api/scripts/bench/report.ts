import os from 'node:os';
import type { CheckoutResult, StockCheck } from './checkout';
import type { CallResult } from './load';
import { describeMemory, type StoreMemory } from './memory';

export interface Run {
  startedAt: Date;
  database: string;
  books: number;
  connections: number;
  durationSeconds: number;
  ceilingSeconds: number;
  /** Which load generator(s) ran, and why (wrk missing...). */
  generatorNote: string;
  command: string;
  calls: CallResult[];
  checkout?: { result: CheckoutResult; stock: StockCheck };
  memory?: StoreMemory;
}

const n = (value: number) => value.toLocaleString('en-US');
const ratio = (store: number, ceiling: number) => (ceiling > 0 ? (store / ceiling).toFixed(store / ceiling < 0.01 ? 4 : 2) : '-');
const load = (a: number, b: number) => `${a.toFixed(2)} → ${b.toFixed(2)}`;

export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** CPU ms per request: the store's process, plus the database's backends when measured. */
const cpuText = (r: CallResult) => (r.cpu ? `${r.cpu.storeMs}${r.cpu.databaseMs === undefined ? '' : ` + ${r.cpu.databaseMs}`}` : '-');
/** The generator's CPU ms per request on the store's run, then on the ceiling's. */
const generatorCpuText = (r: CallResult) => `${r.store.generatorCpuMs ?? '-'} / ${r.ceiling.generatorCpuMs ?? '-'}`;

export function printCall(r: CallResult): void {
  const bad = r.store.non2xx || r.store.errors ? `  (${r.store.non2xx} non-2xx, ${r.store.errors} errors)` : '';
  console.log(
    `${r.call.label.padEnd(52)} ${r.generator.padEnd(10)} ${String(r.store.rps).padStart(6)} rps  ceiling ${String(r.ceiling.rps).padStart(6)}  ×${ratio(r.store.rps, r.ceiling.rps).padEnd(6)}  p50 ${String(r.store.p50).padStart(5)} ms  p99 ${String(r.store.p99).padStart(5)} ms (ceiling's p50 ${r.ceiling.p50}, p99 ${r.ceiling.p99} ms)  cpu/req ${cpuText(r)} ms (ceiling ${r.ceilingCpuMs ?? '-'}; ${r.generator} ${generatorCpuText(r)})${bad}  load ${load(r.loadBefore, r.loadAfter)}`,
  );
}

/** CPU ms per order placed, by process, and the orders/s that this CPU use allows on all of the machine's cores. */
export function cpuPerOrder(c: CheckoutResult) {
  const per = (ms: number | undefined) => (ms === undefined || c.cpuOrders === 0 ? undefined : ms / c.cpuOrders);
  const store = per(c.cpu.storeMs) ?? NaN;
  const database = per(c.cpu.databaseMs);
  const background = per(c.cpu.backgroundMs);
  const bench = per(c.cpu.benchMs) ?? NaN;
  const total = store + (database ?? 0) + (background ?? 0) + bench;
  return { store, database, background, bench, total, ceiling: Math.floor((os.cpus().length * 1000) / total) };
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));

function cpuLine(c: CheckoutResult): string {
  const cpu = cpuPerOrder(c);
  const database = cpu.database === undefined ? 'database in the store process' : `database ${ms(cpu.database)} + background ${ms(cpu.background)}`;
  return `CPU ms per order (${n(c.cpuOrders)} orders after the warm-up): store ${ms(cpu.store)}, ${database}, load generator ${ms(cpu.bench)}; total ${ms(cpu.total)} → at most ${n(cpu.ceiling)} orders/s on ${os.cpus().length} CPUs`;
}

export function printCheckout(c: CheckoutResult, stock: StockCheck): void {
  console.log(
    `checkout, ${c.buyers} buyers: ${c.ordersPerSecond} orders/s (${c.placed} in ${c.seconds} s)  p50 ${c.p50} ms  p99 ${c.p99} ms  sold out ${c.soldOut}  other non-2xx ${c.otherNon2xx}  errors ${c.errors}  load ${load(c.loadBefore, c.loadAfter)}`,
  );
  console.log(`  ${cpuLine(c)}`);
  for (const line of stock.lines) console.log(`  ${line}`);
}

export function markdown(run: Run): string {
  const out = [
    `### ${run.database}, ${n(run.books)} books`,
    '',
    `${run.startedAt.toISOString()} · \`${run.command}\` · ${run.connections} connections, ${run.durationSeconds} s per call on the store, ${run.ceilingSeconds} s on the ceiling`,
    '',
    `${run.generatorNote[0]?.toUpperCase() ?? ''}${run.generatorNote.slice(1)}.`,
    '',
  ];
  if (run.calls.length) {
    out.push(
      '| call | generator | store rps | ceiling rps | store / ceiling | p50 ms | p99 ms | ceiling p50 / p99 ms | CPU ms / request (store + database) | ceiling CPU ms / request | generator CPU ms / request (store run / ceiling run) | non-2xx | errors | answer | load avg (1 min) before → after |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    );
    for (const r of run.calls) {
      const notes = [r.total === undefined ? '' : `${n(r.total)} matches`, r.pageServed ? `page ${r.pageServed} served` : ''].filter(Boolean).join(', ');
      out.push(
        `| ${r.call.label}${notes ? ` (${notes})` : ''} | ${r.generator} | ${n(r.store.rps)} | ${n(r.ceiling.rps)} | ${ratio(r.store.rps, r.ceiling.rps)} | ${r.store.p50} | ${r.store.p99} | ${r.ceiling.p50} / ${r.ceiling.p99} | ${cpuText(r)} | ${r.ceilingCpuMs ?? '-'} | ${generatorCpuText(r)} | ${n(r.store.non2xx)} | ${n(r.store.errors)} | ${n(r.bytes)} B ${r.encoding} | ${load(r.loadBefore, r.loadAfter)} |`,
      );
    }
    out.push('');
  }
  if (run.checkout) {
    const { result: c, stock } = run.checkout;
    out.push(
      `| checkout, ${c.buyers} buyers (COD) | orders/s | placed | p50 ms | p99 ms | sold out (409) | other non-2xx | errors | cart add p99 ms | load avg before → after |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${c.seconds} s | ${c.ordersPerSecond} | ${n(c.placed)} | ${c.p50} | ${c.p99} | ${n(c.soldOut)} | ${n(c.otherNon2xx)} | ${n(c.errors)} | ${c.cartP99} | ${load(c.loadBefore, c.loadAfter)} |`,
      '',
      `| CPU ms per order placed (${n(c.cpuOrders)} orders after the warm-up) | store | database | PostgreSQL background (shared) | load generator | total | orders/s this allows |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      (() => {
        const cpu = cpuPerOrder(c);
        return `| ${c.cpu.storeMs + (c.cpu.databaseMs ?? 0) + c.cpu.benchMs} ms in all | ${ms(cpu.store)} | ${cpu.database === undefined ? 'in the store' : ms(cpu.database)} | ${ms(cpu.background)} | ${ms(cpu.bench)} | ${ms(cpu.total)} | ${n(cpu.ceiling)} |`;
      })(),
      '',
      `Stock check (${stock.ok ? 'passed' : 'FAILED'}):`,
      '',
      ...stock.lines.map((line) => `- ${line}`),
      '',
    );
  }
  if (run.memory) out.push(`Store process memory at the end: ${describeMemory(run.memory)}.`, '');
  return out.join('\n');
}
