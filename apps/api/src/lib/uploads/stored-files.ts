import type { Logger } from 'pino';
import type { Storage, StoredFile } from '../storage/storage';

export interface NewFile {
  folder: string;
  name: string;
  data: Buffer;
  contentType: string;
}

/**
 * Removes files whose rows are gone (called after the commit). A file that cannot be removed is logged
 * and left behind: the change itself has already happened and must not be reported as failed.
 */
export async function removeStoredFiles(storage: Storage, logger: Pick<Logger, 'warn'>, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') logger.warn({ err: result.reason, key: keys[i] }, 'could not remove a stored file');
  });
}

/** Stores every file or none: when one put fails, those already stored are removed again. */
export async function storeAll(storage: Storage, logger: Pick<Logger, 'warn'>, files: readonly NewFile[]): Promise<StoredFile[]> {
  const results = await Promise.allSettled(files.map((file) => storage.put(file)));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return results.map((result) => (result as PromiseFulfilledResult<StoredFile>).value);
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.key] : []));
  await removeStoredFiles(storage, logger, stored);
  throw failed.reason;
}

/**
 * True when the stored file `key` is the one at `url`. Disk storage serves `covers/a.webp` at
 * `/uploads/covers/a.webp`; Cloudinary keys drop the extension (`covers/a`) and serve them at
 * `https://res.cloudinary.com/<cloud>/image/upload/v1/covers/a.webp`.
 */
export function isFileAt(url: string, key: string): boolean {
  return isFileAtUrl(url)(key);
}

/** isFileAt for one `url` and any number of keys: the url is read once. */
export function isFileAtUrl(url: string): (key: string) => boolean {
  let path: string;
  try {
    path = new URL(url, 'http://local').pathname;
  } catch {
    return () => false;
  }
  let bare: string | undefined;
  return (key) => path.endsWith(`/${key}`) || (bare ??= path.replace(/\.[a-z0-9]+$/i, '')).endsWith(`/${key}`);
}
