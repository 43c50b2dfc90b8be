import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, NewFile, StoredFile } from './storage';

/** URL prefix under which the API serves files of the disk storage. */
export const UPLOADS_URL_PREFIX = '/uploads';

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,120}$/i;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    // another file system (a mounted volume): copy, then remove
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/**
 * Public files under `<root>/<folder>/<name>`, served at `/uploads/<folder>/<name>`; private files under
 * `<privateRoot>/<folder>/<name>`, which nothing serves (by default `private/` beside the uploads folder,
 * i.e. `DATA_DIR/private`).
 */
export function createDiskStorage(root: string, privateRoot: string = path.join(path.dirname(root), 'private')): FileStorage {
  const resolveKey = (base: string, key: string) => {
    const [folder, name, ...rest] = key.split('/');
    if (!folder || !name || rest.length > 0 || !SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(name)) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    return path.join(base, folder, name);
  };
  const write = async (base: string, { folder, name, data }: NewFile) => {
    const key = `${folder}/${name}`;
    const file = resolveKey(base, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    return key;
  };
  const readIfThere = async (file: string) => {
    try {
      return await readFile(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    async put(file): Promise<StoredFile> {
      const key = await write(root, file);
      return { key, url: `${UPLOADS_URL_PREFIX}/${key}` };
    },
    async remove(key) {
      await rm(resolveKey(root, key), { force: true });
    },
    async putPrivate(file) {
      return { key: await write(privateRoot, file) };
    },
    async readPrivate(key) {
      return (await readIfThere(resolveKey(privateRoot, key))) ?? (await readIfThere(resolveKey(root, key)));
    },
    async removePrivate(key) {
      await rm(resolveKey(privateRoot, key), { force: true });
      // a file an older version stored publicly under the same key
      await rm(resolveKey(root, key), { force: true });
    },
    async makePrivate(key) {
      try {
        await moveFile(resolveKey(root, key), resolveKey(privateRoot, key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
