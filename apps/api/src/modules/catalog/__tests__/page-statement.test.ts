import { sql } from 'drizzle-orm';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogRepository } from '../catalog.repository';
import { NAMED_TEXTS, pageStatement } from '../page-statement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.db, { name: 'Named Statement Book' });
});
afterAll(() => t.close());

type Session = { prepareQuery: (query: { sql: string }, fields: undefined, name: string | undefined, arrayMode: false) => unknown };

/** The statement names a page read runs under, with its text. */
function recordNames() {
  const session = (t.db as unknown as { session: Session }).session;
  const spy = jest.spyOn(session, 'prepareQuery');
  return {
    runs: () => spy.mock.calls.map(([query, , name]) => ({ text: query.sql, name })),
    stop: () => spy.mockRestore(),
  };
}

const idsOf = (where: string) => sql`(select 1 as found, array(select id from products where ${sql.raw(where)} order by id) as ids) as page`;

describe('a list page statement', () => {
  it('when the same shape is read again, then it runs under the same statement name, and another shape under another', async () => {
    const read = pageStatement(t.db);
    const names = recordNames();
    try {
      const first = await read(idsOf('is_active'), 'list');
      await read(idsOf('is_active'), 'list');
      await read(idsOf('not is_active'), 'list');
      expect(first.rows.map((row) => row.name)).toEqual(['Named Statement Book']);
      const [a, b, c] = names.runs();
      expect(a!.name).toEqual(expect.any(String));
      expect(b).toEqual(a);
      expect(c!.name).toEqual(expect.any(String));
      expect(c!.name).not.toBe(a!.name);
    } finally {
      names.stop();
    }
  });

  it('when another part of the store builds the same statement, then it shares the name (one name is one text on every connection)', async () => {
    const names = recordNames();
    try {
      await pageStatement(t.db)(idsOf('is_active and true'), 'list');
      await pageStatement(t.db)(idsOf('is_active and true'), 'list');
      const [a, b] = names.runs();
      expect(b).toEqual(a);
    } finally {
      names.stop();
    }
  });

  // before the test below, which uses up every name
  it('when the same suggestions are asked again, then every statement they run is named, and named as the first time', async () => {
    const repository = createCatalogRepository(t.db);
    const names = recordNames();
    try {
      expect((await repository.suggest('Named Statem')).map((row) => row.name)).toEqual(['Named Statement Book']);
      const first = names.runs();
      expect((await repository.suggest('Named Statem')).map((row) => row.name)).toEqual(['Named Statement Book']);
      const again = names.runs().slice(first.length);
      expect(first.length).toBeGreaterThan(0);
      expect(first.every((run) => run.name !== undefined)).toBe(true);
      expect(again.length).toBeGreaterThan(0);
      for (const run of again) expect(first).toContainEqual(run);
    } finally {
      names.stop();
    }
  });

  it('when searches of more shapes than are kept come, then the rest run unnamed, and a list page of a new shape is still named', async () => {
    const read = pageStatement(t.db);
    const names = recordNames();
    try {
      for (let i = 0; i < NAMED_TEXTS.search + 6; i++) expect((await read(idsOf(`is_active and ${i} < 1000`), 'search')).rows).toHaveLength(1);
      const searches = names.runs();
      expect(searches.filter((run) => run.name === undefined).length).toBeGreaterThanOrEqual(6);
      expect((await read(idsOf('is_active and 1 = 1'), 'list')).rows).toHaveLength(1);
      expect(names.runs().at(-1)!.name).toEqual(expect.any(String));
    } finally {
      names.stop();
    }
  });

  it('when more list shapes than are kept come, then the rest run unnamed and still answer', async () => {
    const read = pageStatement(t.db);
    const names = recordNames();
    try {
      for (let i = 0; i < NAMED_TEXTS.list + 6; i++) expect((await read(idsOf(`is_active and ${i} >= 0`), 'list')).rows).toHaveLength(1);
      const runs = names.runs();
      expect(runs.filter((run) => run.name === undefined).length).toBeGreaterThan(0);
      expect(new Set(runs.map((run) => run.name).filter(Boolean)).size).toBeLessThanOrEqual(NAMED_TEXTS.list);
    } finally {
      names.stop();
    }
  });
});
