/**
 * The young generation (V8's semi-spaces) for a store on PostgreSQL. At 100 connections about a hundred
 * answers are in flight, and their rows, strings and buffers are what each young collection has to copy:
 * with node's 16 MB semi-spaces the store collected every 20-40 answers and spent 12-18% of its CPU in the
 * collector (docs/benchmarks/2026-11-27-miss8-7.md). 32 MB about halves the collections per answer and cuts
 * the collector's time per answer by ~40%, for ~35 MB more RSS.
 *
 * V8 sizes the young generation once, when it sets up the heap: the flag must be given to node at start
 * (command line or NODE_OPTIONS); `setFlagsFromString` afterwards has no effect. On the embedded database
 * the store's RSS is the budget (docs/memory.md), so this is for PostgreSQL only.
 */
export const POSTGRES_SEMI_SPACE_MB = 32;
const FLAG = '--max-semi-space-size';

/** node's flags for a store on `databaseUrl` (none on PGlite), unless `given` already sizes the semi-spaces. */
export function youngGenerationFlags(databaseUrl: string | undefined, given: readonly string[] = []): string[] {
  if (!databaseUrl) return [];
  if (given.some((arg) => arg.replace(/_/g, '-').startsWith(FLAG))) return [];
  return [`${FLAG}=${POSTGRES_SEMI_SPACE_MB}`];
}
