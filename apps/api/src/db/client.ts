import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

/** One type for both drivers: node-postgres and PGlite speak the same dialect through Drizzle. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (ignored with databaseUrl). */
  dataDir?: string;
  /** Open the embedded database from a prepared snapshot (tests) instead of a folder. */
  loadDataDir?: Blob;
  poolMax?: number;
  /**
   * Told when an idle pooled connection dies (server restart, administrator, network). Without a
   * listener node-postgres re-throws such errors and the whole process stops; the pool replaces the
   * connection on its next use, so logging is all that is needed.
   */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.loadDataDir && options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
