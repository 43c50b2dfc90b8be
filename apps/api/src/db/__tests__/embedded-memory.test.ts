import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';

describe('the embedded database', () => {
  it('when it opens, then its buffer pool is bounded at 32 MB (it lives in the store process and is never given back)', async () => {
    const database = await openDatabase({});
    try {
      const result = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(result.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
