import { readFileSync } from 'node:fs';

/** The store process's resident memory (Linux /proc), now and at its peak, with what it is made of. */
export interface StoreMemory {
  rssMb: number;
  peakMb: number;
  /** Memory of the process's own (JavaScript heap, native allocations, compiled code, PGlite's memory). */
  anonymousMb: number;
  /** Pages of files mapped in: node's binary and the shared libraries. */
  filesMb: number;
  /** The part of the anonymous memory that is PGlite's WebAssembly memory (PostgreSQL's own); none on a server. */
  webAssemblyMb?: number;
}

const GUARD_BYTES = 2 ** 30;
const MAPPING = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ (\d+)\s*(\S*)/;

/**
 * The resident part of WebAssembly memories: V8 places each one between inaccessible reservations of GBs
 * (its guard regions), which nothing else in a node process has.
 */
export function webAssemblyResidentKb(smaps: string): number {
  const mappings: { start: bigint; end: bigint; perms: string; anonymous: boolean; rssKb: number }[] = [];
  for (const line of smaps.split('\n')) {
    const head = MAPPING.exec(line);
    if (head) {
      mappings.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, anonymous: head[4] === '0' && !head[5], rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings[mappings.length - 1];
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  let kb = 0;
  mappings.forEach((m, i) => {
    const guard = (g: (typeof mappings)[number] | undefined) => g !== undefined && g.anonymous && g.perms === '---p' && g.end - g.start >= GUARD_BYTES;
    const before = mappings[i - 1];
    const after = mappings[i + 1];
    const guarded = guard(before) && before!.end === m.start && guard(after) && after!.start === m.end;
    if (m.anonymous && m.perms === 'rw-p' && guarded) kb += m.rssKb;
  });
  return kb;
}

export function memoryOf(pid: number): StoreMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024);
    const wasmKb = webAssemblyResidentKb(readFileSync(`/proc/${pid}/smaps`, 'utf8'));
    return {
      rssMb: mb('VmRSS'),
      peakMb: mb('VmHWM'),
      anonymousMb: mb('RssAnon'),
      filesMb: mb('RssFile'),
      // a few KB of it are other modules' (es-module-lexer); PGlite's starts at tens of MB
      ...(wasmKb >= 1024 ? { webAssemblyMb: Math.round(wasmKb / 1024) } : {}),
    };
  } catch {
    return undefined;
  }
}

/** e.g. "RSS 310 MB (peak 348 MB): 242 MB the process's own (PGlite's WebAssembly memory 82 MB of it), 68 MB files" */
export function describeMemory(memory: StoreMemory): string {
  const wasm = memory.webAssemblyMb === undefined ? '' : ` (PGlite's WebAssembly memory ${memory.webAssemblyMb} MB of it)`;
  return `RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB): ${memory.anonymousMb} MB the process's own${wasm}, ${memory.filesMb} MB files`;
}
