/**
 * CPU time spent per request, by the store's process and by the PostgreSQL backends serving it. On a
 * shared machine requests/s and latencies follow whatever else runs; the CPU a request costs does not,
 * so it is what compares runs (before/after, 1,000 against 100,000 books) honestly. Linux only (/proc);
 * the database's share only when its server runs on this machine.
 */
import { readFileSync } from 'node:fs';
import { Client } from 'pg';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms; undefined when it cannot be read. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces) start after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU ms of each backend connected to the bench's database (none for PGlite or a server elsewhere). */
async function backendsCpu(databaseUrl: string | undefined): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!databaseUrl) return cpu;
  const client = new Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    for (const { pid } of rows) {
      const ms = cpuMsOf(pid);
      if (ms !== undefined) cpu.set(pid, ms);
    }
  } catch {
    // no figure rather than a failed bench
  } finally {
    await client.end().catch(() => {});
  }
  return cpu;
}

export interface CpuCost {
  /** Store process CPU ms per request. */
  storeMs: number;
  /** Database backends' CPU ms per request; undefined for PGlite (inside the store) or a remote server. */
  databaseMs?: number;
}

/** Starts counting; `end(requests)` gives the CPU per request since. */
export async function startCpuCount(storePid: number, databaseUrl: string | undefined) {
  const store = cpuMsOf(storePid);
  const backends = await backendsCpu(databaseUrl);
  return {
    async end(requests: number): Promise<CpuCost | undefined> {
      const storeAfter = cpuMsOf(storePid);
      if (store === undefined || storeAfter === undefined || requests === 0) return undefined;
      const after = await backendsCpu(databaseUrl);
      let database = 0;
      // a backend opened during the run counts from zero
      for (const [pid, ms] of after) database += ms - (backends.get(pid) ?? 0);
      const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
      return { storeMs: per(storeAfter - store), databaseMs: after.size > 0 ? per(database) : undefined };
    },
  };
}
