import path from 'node:path';

/** The repository root's .data folder: this file lives in apps/api/src/db/seed. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../../../../.data');

/**
 * DATA_DIR for the command-line tools (seed, bench): relative values are taken from where the command
 * was typed (pnpm runs scripts inside apps/api and keeps the original folder in INIT_CWD).
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.DATA_DIR) return DEFAULT_DATA_DIR;
  return path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}
