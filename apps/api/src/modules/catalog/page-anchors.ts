import { CATEGORIES, SORT_OPTIONS, type ProductsQuery } from '@bookstore/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueState, products } from '../../db/schema';

/**
 * Deep pages of a browse list (the shop or one category, any sort) at about the cost of page 1, with the
 * same books in the same order as OFFSET gives. Per list and order version (`catalogue_state.order_version`,
 * which moves only when a book can change place or membership in a browse list: migration 0023; a stock,
 * title or description change moves only the catalogue version), one index-only walk remembers the sort
 * key of every ANCHOR_STRIDE-th book (an "anchor"); page N then seeks to the nearest anchor before it
 * through the sort's index (products_sort_*_idx, ending in the id) and skips fewer than ANCHOR_STRIDE
 * books from there, instead of walking every book before it.
 */

/** Books between two anchors: the most a page walks past its anchor (10 pages of 20). */
export const ANCHOR_STRIDE = 200;
/**
 * Lists whose anchors are kept: every category (and none) with every sort, so no list can push another
 * out and make it walk again. ~100 bytes an anchor: about 1 MB in all at 100,000 books.
 */
const ANCHOR_LISTS = (CATEGORIES.length + 1) * SORT_OPTIONS.length;

interface SortKey {
  /** The column in SQL (its name in `products`). */
  name: string;
  descending: boolean;
  /** The column can be null (then null sorts last). */
  nullable?: boolean;
}
const newestFirst: SortKey = { name: 'created_at', descending: true };

/** Each sort's columns, before the id (ascending) that ends every order and every products_sort_*_idx. */
const SORT_KEYS: Record<ProductsQuery['sort'], SortKey[]> = {
  // what the shop added most recently
  featured: [newestFirst],
  'price-low': [{ name: 'price_paisa', descending: false }, newestFirst],
  'price-high': [{ name: 'price_paisa', descending: true }, newestFirst],
  newest: [{ name: 'published_at', descending: true, nullable: true }, newestFirst],
  rating: [{ name: 'rating_avg', descending: true }, { name: 'review_count', descending: true }, newestFirst],
  // 'new' < 'used' (the only two conditions)
  'new-books': [{ name: 'condition', descending: false }, newestFirst],
  'old-books': [{ name: 'condition', descending: true }, newestFirst],
};

const column = (table: string, key: SortKey | 'id') => sql.raw(`"${table}"."${key === 'id' ? 'id' : key.name}"`);

/** The sort's order on `table`'s columns, the id last. */
export function sortOrder(sort: ProductsQuery['sort'], table = 'products'): SQL {
  const keys = SORT_KEYS[sort].map((key) => {
    const direction = key.descending ? (key.nullable ? ' desc nulls last' : ' desc') : ' asc';
    return sql`${column(table, key)}${sql.raw(direction)}`;
  });
  return sql.join([...keys, sql`${column(table, 'id')} asc`], sql`, `);
}

/** A book's sort key as PostgreSQL prints it (exact: timestamps to the microsecond), then its id. */
type Anchor = { values: (string | null)[]; id: string };

interface Anchors {
  /** The order version they were walked at (read in the same statement). */
  version: number;
  /** The key of books ANCHOR_STRIDE, 2 x ANCHOR_STRIDE, ... of the list (1-based). */
  anchors: Anchor[];
}

/** One index-only walk of the list in order: the order version, and the key of every ANCHOR_STRIDE-th book. */
function walkStatement(where: SQL | undefined, sort: ProductsQuery['sort']): SQL {
  const keys = SORT_KEYS[sort];
  const texts = sql.join(
    keys.map((key) => sql`${column('w', key)}::text`),
    sql`, `,
  );
  const selected = sql.join(
    keys.map((key) => column('products', key)),
    sql`, `,
  );
  return sql`
    select (select ${catalogueState.orderVersion} from ${catalogueState} where ${catalogueState.id} = 1)::text as version,
      coalesce(json_agg(json_build_array(${texts}, w.id) order by w.n) filter (where w.n % ${ANCHOR_STRIDE} = 0), '[]'::json) as anchors
    from (select ${products.id} as id, ${selected}, row_number() over (order by ${sortOrder(sort)}) as n from ${products} where ${where}) as w`;
}

/**
 * The ids of `size` books after skipping `skip` from `anchor` on (from the list's start without one): one
 * index range scan per column of the sort (books tied with the anchor on the first k columns and after it
 * on the next), each stopping after ANCHOR_STRIDE + size books, then merged in the sort's order. Ties on
 * a column (same price, same date) stay cheap. Each scan's limit, and the page's, are `written`: in the
 * text for the shop's page sizes, so that PostgreSQL keeps one plan per connection (with limits unknown
 * it expects a tenth of the list to be read and plans every run). ANCHOR_STRIDE + size is enough: skip is
 * below the stride, or the anchor is the list's last and fewer than ANCHOR_STRIDE books follow it.
 */
function seekStatement(where: SQL | undefined, sort: ProductsQuery['sort'], anchor: Anchor | null, skip: number, size: number, written: (n: number) => SQL): SQL {
  const keys = SORT_KEYS[sort];
  const selected = sql.join(
    [products.id, ...keys.map((key) => column('products', key))],
    sql`, `,
  );
  const branch = (conditions: SQL[]) =>
    sql`(select ${selected} from ${products} where ${and(where, ...conditions)} order by ${sortOrder(sort)} limit ${written(ANCHOR_STRIDE + size)})`;
  const page = (branches: SQL[]) =>
    sql`select s.id from (${sql.join(branches, sql` union all `)}) as s order by ${sortOrder(sort, 's')} limit ${written(size)} offset ${skip}`;
  if (!anchor) return page([branch([])]);
  const equal = (key: SortKey, value: string | null) =>
    value === null ? sql`${column('products', key)} is null` : sql`${column('products', key)} = ${value}`;
  // each range: the first `level` columns equal to the anchor's, the next one after it
  const ranges: SQL[][] = [];
  for (let level = keys.length; level >= 0; level -= 1) {
    const tied = keys.slice(0, level).map((key, i) => equal(key, anchor.values[i] ?? null));
    const key = keys[level];
    const value = anchor.values[level] ?? null;
    if (!key) {
      ranges.push([...tied, sql`${products.id} > ${anchor.id}`]);
    } else if (value !== null) {
      ranges.push([...tied, sql`${column('products', key)} ${sql.raw(key.descending ? '<' : '>')} ${value}`]);
      // null sorts last: after any value
      if (key.nullable) ranges.push([...tied, sql`${column('products', key)} is null`]);
    }
    // after a null there is nothing: null sorts last
  }
  return page(ranges.map(branch));
}

/**
 * The ids of a page that starts before the first anchor (offset below ANCHOR_STRIDE): the list's first
 * ANCHOR_STRIDE + size books, then `offset` skipped. One text per sort and size (`written`), where OFFSET
 * would be planned at every run.
 */
export function firstStretchIds(where: SQL | undefined, sort: ProductsQuery['sort'], offset: number, size: number, written: (n: number) => SQL): SQL {
  return seekStatement(where, sort, null, offset, size, written);
}

/**
 * A page's ids, as an array expression for readPage, and the catalogue check it needs: `fresh` (1 or 0)
 * says whether the anchors were walked at the current order version, read in the same statement.
 * When they were not, the ids are empty and the caller reads the page with OFFSET instead (and the
 * anchors are walked again next time), so every answer is exact.
 */
export interface AnchoredPage {
  source: SQL;
  pageIds: SQL;
  /** Called with readPage's `found`: true when the page was read; forgets anchors found stale. */
  checked(found: number): boolean;
}

/** Lists walked again, the most recently read first, when the order version moves (one walk at a time). */
const REWALK_LISTS = 8;
/**
 * An index-only walk reads each book of the list about this many times as slowly as an OFFSET read skips
 * one (100,000 books: 21-30 ms; OFFSET 40,000: ~2 ms, both on an idle PostgreSQL 15 here).
 */
const WALK_COST_PER_SKIPPED = 5;

interface List {
  key: string;
  where: SQL | undefined;
  sort: ProductsQuery['sort'];
  anchors?: Anchors;
  /** The walk under way, and when it started. */
  walk?: { startedAt: number; done: Promise<void> };
  /** How long its last walk took, and the list's length then (books). */
  lastWalk?: { ms: number; books: number };
}

export function createPageAnchors(db: Db) {
  /** Per list, the most recently read last: its anchors once walked. */
  const lists = new Map<string, List>();
  const walking = new Set<Promise<unknown>>();
  /** The newest catalogue version a reader told of. */
  let seenVersion: number | undefined;
  /** The newest order version read (by a walk, or a check after a newer catalogue version): older anchors are stale. */
  let seenOrder: number | undefined;
  /** The order version's check under way after a newer catalogue version (a deep page waits for it: one row by key). */
  let checking: Promise<void> | undefined;
  const learned = (order: number) => {
    if (seenOrder === undefined || order > seenOrder) seenOrder = order;
  };
  /** The list's anchors were walked at the newest order version read. */
  const current = (list: List) => list.anchors !== undefined && (seenOrder === undefined || list.anchors.version >= seenOrder);
  /**
   * What an OFFSET read took lately per book skipped, as the shopper waits for it (the pool's queue
   * included: under load it is most of it, and each OFFSET read lengthens it for everyone).
   */
  let offsetMsPerBook = 0;
  /** What a page read from anchors took lately, as the shopper waits for it (mostly the pool's queue under load). */
  let anchoredReadMs = 0;
  /** The shop's own list was walked at the first read (browsed). */
  let shopWalked = false;
  const keyOf = (query: Pick<ProductsQuery, 'category' | 'sort'>) => `${query.category ?? ''}\u0000${query.sort}`;

  const walk = (list: List) => {
    if (list.walk) return;
    const startedAt = Date.now();
    const done = db.execute<{ version: string; anchors: [...(string | null)[], string][] }>(walkStatement(list.where, list.sort)).then(
      ({ rows }) => {
        const [row] = rows;
        const anchors = (row?.anchors ?? []).map((tuple) => ({ values: tuple.slice(0, -1), id: tuple[tuple.length - 1] as string }));
        list.anchors = { version: Number(row?.version ?? 0), anchors };
        learned(list.anchors.version);
        list.lastWalk = { ms: Date.now() - startedAt, books: (anchors.length + 1) * ANCHOR_STRIDE };
      },
      // a failed walk is not kept: the next deep page tries again
      () => undefined,
    );
    const walked = done.finally(() => {
      list.walk = undefined;
      walking.delete(walked);
    });
    list.walk = { startedAt, done: walked };
    walking.add(walked);
  };

  const listOf = (key: string, where: SQL | undefined, sort: ProductsQuery['sort']): List => {
    const list = lists.get(key) ?? { key, where, sort };
    // most recently read last; the least recently read goes first when the lists are too many
    lists.delete(key);
    lists.set(key, list);
    if (lists.size > ANCHOR_LISTS) lists.delete(lists.keys().next().value as string);
    return list;
  };

  /**
   * A newer catalogue version: the order version is read (most changes, a stock or a title, leave it). If
   * it moved, the lists read most recently are walked again now, one after another, so that their deep
   * pages find anchors rather than reading with OFFSET while their own walk runs.
   */
  const seen = (version: number) => {
    if (seenVersion !== undefined && version <= seenVersion) return;
    const first = seenVersion === undefined;
    seenVersion = version;
    if (first || ![...lists.values()].some((list) => list.anchors)) return;
    const check: Promise<void> = (checking ?? Promise.resolve())
      .then(() => db.execute<{ order_version: string }>(sql`select ${catalogueState.orderVersion}::text as order_version from ${catalogueState} where ${catalogueState.id} = 1`))
      .then(({ rows }) => {
        learned(Number(rows[0]?.order_version ?? 0));
        const stale = [...lists.values()].reverse().filter((list) => list.anchors && list.anchors.version < (seenOrder ?? 0)).slice(0, REWALK_LISTS);
        // a list a reader had walked meanwhile (its own deep page came first) is not walked twice
        void stale.reduce<Promise<unknown>>(
          (previous, list) =>
            previous.then(() => {
              if (!current(list)) walk(list);
              return list.walk?.done;
            }),
          Promise.resolve(),
        );
      })
      // a failed check leaves the anchors to the probe of each page's statement
      .catch(() => undefined)
      .finally(() => {
        if (checking === check) checking = undefined;
      });
    checking = check;
  };

  /**
   * How long a page at `offset` waits for its list's walk under way: until it would have read the page
   * with OFFSET (estimated from the list's last walk), and not at all when the walk will not end by then
   * or was never timed.
   */
  const waitFor = (list: List, offset: number): number => {
    if (!list.walk || !list.lastWalk || list.lastWalk.books <= 0) return 0;
    // an OFFSET read waits in the pool's queue as an anchored one does, then skips `offset` books
    const skipMs = (list.lastWalk.ms * offset) / (list.lastWalk.books * WALK_COST_PER_SKIPPED);
    const offsetMs = Math.max(anchoredReadMs + skipMs, offsetMsPerBook * offset);
    const leftMs = list.lastWalk.ms - (Date.now() - list.walk.startedAt);
    return leftMs <= offsetMs ? Math.max(0, Math.ceil(offsetMs)) : 0;
  };

  return {
    /**
     * The page at `offset` of the list `where` sorted by `sort`, from its nearest anchor; null (read it
     * with OFFSET) when it starts before the first anchor (OFFSET walks as little) or the anchors are
     * still being walked. `offsetIds`, the page with OFFSET, serves a list that was shorter than one
     * stride when walked (still checked, so that its growth is noticed). `version`, the catalogue
     * version the caller read, if it did: a newer one checks the order version (the page waits for that
     * check), and if that moved too, starts the walks of the lists read last.
     */
    async page(
      query: ProductsQuery,
      where: SQL | undefined,
      offset: number,
      offsetIds: SQL,
      written: (n: number) => SQL = (n) => sql`${n}`,
      version?: number,
    ): Promise<AnchoredPage | null> {
      if (version !== undefined) seen(version);
      const stretch = Math.floor(offset / ANCHOR_STRIDE);
      if (stretch === 0) return null;
      if (checking) await checking;
      const list = listOf(keyOf(query), where, query.sort);
      // the first deep page of a list (and the first after a change) starts the walk; a page asked while
      // it runs waits for it only while that is sooner than reading with OFFSET
      if (!current(list)) walk(list);
      if (!current(list) && list.walk) {
        const wait = waitFor(list, offset);
        if (wait > 0) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([list.walk.done, new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
          clearTimeout(timer);
        }
      }
      const walked = list.anchors;
      // anchors older than an order version already read: OFFSET at once, without the probe's round
      if (!walked || !current(list)) return null;
      const { version: walkedAt, anchors } = walked;
      const anchor = anchors[Math.min(stretch, anchors.length) - 1];
      const skip = offset - Math.min(stretch, anchors.length) * ANCHOR_STRIDE;
      const seek = anchor ? seekStatement(where, query.sort, anchor, skip, query.limit, written) : offsetIds;
      return {
        // offset 0: the version is read once, not at each use of `found`
        source: sql`(select ((select ${catalogueState.orderVersion} from ${catalogueState} where ${catalogueState.id} = 1) = ${walkedAt})::int as found offset 0) as probe`,
        pageIds: sql`case when probe.found = 1 then array(${seek}) else '{}'::uuid[] end`,
        checked: (found) => {
          if (found === 1) return true;
          if (list.anchors === walked) list.anchors = undefined;
          return false;
        },
      };
    },

    /**
     * A browse list was read at `version` (if the caller read it): a newer version checks the order
     * version and, if that moved, starts the walks of the lists read last. The first read of all walks
     * `shop`, the list shoppers read most (the whole shop in its default order), before anyone asks for
     * its deep pages.
     */
    browsed(version: number | undefined, shop: { query: ProductsQuery; where: SQL | undefined }) {
      if (version !== undefined) seen(version);
      if (shopWalked) return;
      shopWalked = true;
      const list = lists.get(keyOf(shop.query)) ?? listOf(keyOf(shop.query), shop.where, shop.query.sort);
      if (!list.anchors) walk(list);
    },

    /** A deep page was read in `ms`, with OFFSET or from anchors (page's caller): what waitFor weighs a walk against. */
    read(offset: number, ms: number, withOffset: boolean) {
      if (withOffset && offset >= ANCHOR_STRIDE) offsetMsPerBook = offsetMsPerBook * 0.8 + (ms / offset) * 0.2;
      if (!withOffset) anchoredReadMs = anchoredReadMs * 0.8 + ms * 0.2;
    },

    /** Resolves once the order version's check and the walks under way have ended (tests). */
    settled: async () => {
      while (checking || walking.size > 0) {
        await checking;
        await Promise.all(walking);
      }
    },
  };
}

const shared = new WeakMap<Db, ReturnType<typeof createPageAnchors>>();
/** One set of anchors per database for every reader of the catalogue (API, page heads): one walk each. */
export const pageAnchorsOf = (db: Db) => {
  let anchors = shared.get(db);
  if (!anchors) shared.set(db, (anchors = createPageAnchors(db)));
  return anchors;
};
