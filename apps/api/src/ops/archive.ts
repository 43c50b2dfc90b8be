import { rename, rm } from 'node:fs/promises';
import { OpsError, runTool } from './run-tool';

/**
 * A backup is a gzipped tar written and read by the system's GNU tar (on every Debian), so large upload
 * folders stream instead of passing through memory. Before anything is extracted, every member is listed
 * and checked: only plain files and folders, only under the names a backup has, never `..` or absolute.
 */

const TAR_MISSING = 'install GNU tar (Debian: apt-get install tar)';

/** What a backup holds, top level. */
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const FILES_FOLDER = 'files';
/** The DATA_DIR folders a backup carries: public uploads and private files (payment proofs). */
export const FILE_ROOTS = ['uploads', 'private'] as const;

export interface ArchiveEntry {
  type: 'file' | 'folder';
  name: string;
}

/**
 * Writes `out` from `staging` (manifest and database) plus the DATA_DIR folders in FILE_ROOTS that exist,
 * stored under `files/`. Written beside `out` first and renamed, so a failed run leaves no half archive.
 */
export async function writeArchive(out: string, staging: string, dataDir: string | null, fileRoots: readonly string[]): Promise<void> {
  const partial = `${out}.partial`;
  const args = ['--create', '--gzip', '--file', partial, '--dereference', '--directory', staging, MANIFEST_NAME, DATABASE_FOLDER];
  if (dataDir && fileRoots.length > 0) {
    // only the members taken from DATA_DIR start with these folder names
    args.push('--transform', `s,^\\(${fileRoots.join('\\|')}\\)\\(/\\|$\\),${FILES_FOLDER}/\\1\\2,`, '--directory', dataDir, ...fileRoots);
  }
  try {
    await runTool('tar', args, { missing: TAR_MISSING });
    await rename(partial, out);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

const LISTING = /^([-dlhbcps])\S*\s+\S+\s+\d+(?:,\s*\d+)?\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})? (.+)$/;

/** Every member of the archive, read through to the end: a damaged or cut-off archive fails here. */
export async function listArchive(file: string): Promise<ArchiveEntry[]> {
  let stdout: string;
  try {
    ({ stdout } = await runTool('tar', ['--list', '--verbose', '--numeric-owner', '--gzip', '--file', file], { missing: TAR_MISSING }));
  } catch (err) {
    if (err instanceof OpsError && err.message.includes('not found')) throw err;
    const detail = err instanceof Error ? err.message.replace(/^tar failed \(exit \d+\): /, '') : String(err);
    throw new OpsError(`${file} is not a readable backup (damaged, cut off or not a backup at all): ${detail}`);
  }
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const match = LISTING.exec(line);
      if (!match) throw new OpsError(`Refusing ${file}: a member the restore cannot read safely (${line})`);
      const kind = match[1]!;
      if (kind !== '-' && kind !== 'd') throw new OpsError(`Refusing ${file}: it holds a link or special file (${match[2]}); a backup holds only files and folders`);
      return { type: kind === 'd' ? 'folder' : 'file', name: match[2]! };
    });
}

const hasControlOrBackslash = (name: string) => [...name].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

function isSafeName(name: string): boolean {
  const bare = name.endsWith('/') ? name.slice(0, -1) : name;
  if (bare.length === 0 || bare.startsWith('/') || hasControlOrBackslash(bare)) return false;
  const segments = bare.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false;
  if (bare === MANIFEST_NAME) return true;
  if (segments[0] === DATABASE_FOLDER) return segments.length <= 2;
  if (segments[0] === FILES_FOLDER) return segments.length === 1 || (FILE_ROOTS as readonly string[]).includes(segments[1]!);
  return false;
}

/** Refuses an archive with a member outside what a backup holds (`../`, absolute paths, strange names). */
export function checkEntries(file: string, entries: ArchiveEntry[]): void {
  const unsafe = entries.find((entry) => !isSafeName(entry.name));
  if (unsafe) throw new OpsError(`Refusing ${file}: the member "${unsafe.name}" points outside the backup (path traversal or a foreign archive)`);
  if (!entries.some((entry) => entry.type === 'file' && entry.name === MANIFEST_NAME)) {
    throw new OpsError(`Refusing ${file}: no ${MANIFEST_NAME}, so it is not a backup of this store`);
  }
}

/** Extracts a checked archive into an empty folder of ours. */
export async function extractArchive(file: string, into: string): Promise<void> {
  await runTool('tar', ['--extract', '--gzip', '--file', file, '--directory', into, '--no-same-owner', '--no-same-permissions'], { missing: TAR_MISSING });
}
