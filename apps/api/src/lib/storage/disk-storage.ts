import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './storage';

/** URL prefix under which the API serves files of the disk storage. */
export const UPLOADS_URL_PREFIX = '/uploads';

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,120}$/i;

/** Stores files under `<root>/<folder>/<name>`, served at `/uploads/<folder>/<name>`. */
export function createDiskStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    const [folder, name, ...rest] = key.split('/');
    if (!folder || !name || rest.length > 0 || !SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(name)) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    return path.join(root, folder, name);
  };
  return {
    async put({ folder, name, data }): Promise<StoredFile> {
      const key = `${folder}/${name}`;
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return { key, url: `${UPLOADS_URL_PREFIX}/${key}` };
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
