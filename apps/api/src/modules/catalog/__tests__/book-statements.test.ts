import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogRepository } from '../catalog.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { prepareQuery: (query: { sql: string }, fields: unknown, name: string | undefined) => unknown };

describe("a book page's statements", () => {
  it('when a book and its related books are read again and again, then each statement is written once and runs under its own name', async () => {
    const older = await insertProduct(t.db, { name: 'Older Related', category: 'Urdu Poetry', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await insertProduct(t.db, { name: 'Newer Related', category: 'Urdu Poetry', createdAt: new Date('2026-02-01T00:00:00Z') });
    const book = await insertProduct(t.db, { name: 'The Book Itself', category: 'Urdu Poetry' });
    await insertProduct(t.db, { name: 'Hidden Related', category: 'Urdu Poetry', isActive: false });
    await insertProduct(t.db, { name: 'Other Category', category: 'English Novels' });
    const hidden = await insertProduct(t.db, { name: 'Hidden Book', isActive: false });
    const session = (t.db as unknown as { session: Session }).session;
    const prepared = jest.spyOn(session, 'prepareQuery');
    try {
      const repository = createCatalogRepository(t.db);
      for (let i = 0; i < 3; i++) {
        expect((await repository.findProduct(book.id))?.name).toBe('The Book Itself');
        expect(await repository.findProduct(hidden.id)).toBeUndefined();
        expect((await repository.listRelated(book.id, 'Urdu Poetry', 5)).map((row) => row.name)).toEqual(['Newer Related', 'Older Related']);
        expect((await repository.listRelated(book.id, 'Urdu Poetry', 1)).map((row) => row.id)).toEqual([newer.id]);
      }
      expect(older.id).not.toBe(newer.id);
      const names = prepared.mock.calls.map(([, , name]) => name);
      expect(names.sort()).toEqual(['catalogue_product', 'catalogue_related']);
    } finally {
      prepared.mockRestore();
    }
  });
});
