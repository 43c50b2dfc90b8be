/**
 * CPU time per order, read from the kernel's per-process counters (/proc/<pid>/stat, Linux): unlike
 * orders per second it barely depends on what else the machine runs, so it says what the machine's
 * ceiling would be (2 vCPUs give 2,000 ms of CPU per second: at 6.6 ms per order, about 300 orders/s).
 * Counted: the store process (on PGlite the database too), the PostgreSQL backends connected to the
 * bench's database, and the load generator (this process). PostgreSQL's background processes (WAL
 * writer, checkpointer...) serve every database of the server, other users' too: shown apart.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface CpuUse {
  /** CPU ms of the store process (user + system). */
  storeMs: number;
  /** CPU ms of the PostgreSQL backends of the bench's database; undefined on PGlite (inside the store). */
  databaseMs?: number;
  /** CPU ms of PostgreSQL's server-wide background processes (shared with any other database in use). */
  backgroundMs?: number;
  /** CPU ms of the load generator (the buyers' HTTP clients). */
  benchMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux for every architecture the store runs on

/** User + system CPU ms of a process so far; 0 when it is gone or /proc is unreadable. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const benchCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Snapshot {
  store: number;
  bench: number;
  backends: Map<number, number>;
  background: Map<number, number>;
}

/** Measures the CPU spent between start() and stop() by the store, its database and this process. */
export async function cpuMeter(storePid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const pids = async (): Promise<{ backends: number[]; background: number[] }> => {
    if (!client) return { backends: [], background: [] };
    const { rows } = await client.query<{ pid: number; ours: boolean }>(
      `select pid, datname = current_database() as ours from pg_stat_activity
        where pid <> pg_backend_pid() and (datname = current_database() or backend_type <> 'client backend')`,
    );
    return { backends: rows.filter((r) => r.ours).map((r) => r.pid), background: rows.filter((r) => !r.ours).map((r) => r.pid) };
  };
  const snapshot = async (): Promise<Snapshot> => {
    const { backends, background } = await pids();
    const read = (list: number[]) => new Map(list.map((pid) => [pid, processCpuMs(pid)]));
    return { store: processCpuMs(storePid), bench: benchCpuMs(), backends: read(backends), background: read(background) };
  };
  // a backend opened during the run counts from zero; one closed during it is lost (the pool keeps them open under load)
  const spent = (before: Map<number, number>, after: Map<number, number>) =>
    [...after].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (before.get(pid) ?? 0)), 0);
  let first: Snapshot | undefined;
  let open = Boolean(client);
  const close = async () => {
    if (open) await client?.end().catch(() => undefined);
    open = false;
  };
  return {
    async start() {
      first = await snapshot();
    },
    async stop(): Promise<CpuUse> {
      if (!first) throw new Error('cpuMeter: stop() before start()');
      const last = await snapshot();
      await close();
      return {
        storeMs: last.store - first.store,
        benchMs: Math.round(last.bench - first.bench),
        ...(client ? { databaseMs: spent(first.backends, last.backends), backgroundMs: spent(first.background, last.background) } : {}),
      };
    },
    close,
  };
}
export type CpuMeter = Awaited<ReturnType<typeof cpuMeter>>;

export interface CpuCost {
  /** Store process CPU ms per request. */
  storeMs: number;
  /** Database backends' CPU ms per request; undefined for PGlite (inside the store) or a remote server. */
  databaseMs?: number;
}

/** Starts counting for a load call; `end(requests)` gives the CPU per request since. */
export async function startCpuCount(storePid: number, databaseUrl: string | undefined) {
  const meter = await cpuMeter(storePid, databaseUrl);
  await meter.start();
  return {
    async end(requests: number): Promise<CpuCost | undefined> {
      const use = await meter.stop();
      if (requests === 0 || use.storeMs === 0) return undefined;
      const per = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
      return { storeMs: per(use.storeMs), databaseMs: use.databaseMs !== undefined ? per(use.databaseMs) : undefined };
    },
  };
}
