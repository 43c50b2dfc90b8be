import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { createBackup } from '../backup';
import { restoreBackup } from '../restore';

// always the embedded database, whatever DATABASE_URL says: this is about its one-process rule
describe('the embedded database while a store has it open', () => {
  it('when the store is running on DATA_DIR, then backup and a forced restore refuse to touch its database; once closed, backup works', async () => {
    const work = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'in-use-'));
    const dataDir = path.join(work, 'data');
    const closed = await openDatabase({ dataDir });
    await closed.close();
    const good = path.join(work, 'closed.tar.gz');
    await createBackup({ out: good, dataDir });

    const open = await openDatabase({ dataDir });
    try {
      const refused = path.join(work, 'open.tar.gz');
      await expect(createBackup({ out: refused, dataDir })).rejects.toThrow(/is open: stop the store first/);
      expect(existsSync(refused)).toBe(false);
      await expect(restoreBackup({ file: good, dataDir, force: true })).rejects.toThrow(/is open: stop the store first/);
      await expect(open.ping()).resolves.toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
