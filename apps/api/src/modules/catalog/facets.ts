import {
  ALL_PRODUCTS_CATEGORY,
  CATEGORIES,
  SPECIAL_SUBCATEGORIES,
  SUBCATEGORY_LIMITS,
  subcategoryKey,
  tidySubcategory,
  toRupees,
  type FacetCount,
  type ProductFacets,
} from '@bookstore/contracts';
import type { FacetRow } from './catalog.repository';

/** Counts of one subcategory key and how often each spelling of it occurs (the commonest names it). */
interface SubTally {
  count: number;
  spellings: Map<string, number>;
}

type Tallies = Map<string, SubTally>;

function add(tallies: Tallies, raw: string, count: number): void {
  const key = subcategoryKey(raw);
  if (!key) return;
  const tally = tallies.get(key) ?? { count: 0, spellings: new Map<string, number>() };
  tally.count += count;
  tally.spellings.set(raw, (tally.spellings.get(raw) ?? 0) + count);
  tallies.set(key, tally);
}

const SPECIAL_ORDER = [SPECIAL_SUBCATEGORIES.newBooks, SPECIAL_SUBCATEGORIES.oldBooks].map(subcategoryKey);

/** 'New Books' and 'Old Books' lead; then the commonest; ties in alphabetical order. */
function ranked(tallies: Tallies | undefined, max: number): FacetCount[] {
  if (!tallies) return [];
  const entries = [...tallies.entries()].map(([key, tally]) => {
    const [commonest] = [...tally.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return { key, name: tidySubcategory(commonest?.[0] ?? key), count: tally.count };
  });
  const special = (key: string) => {
    const index = SPECIAL_ORDER.indexOf(key);
    return index === -1 ? SPECIAL_ORDER.length : index;
  };
  entries.sort((a, b) => special(a.key) - special(b.key) || b.count - a.count || a.name.localeCompare(b.name));
  return entries.slice(0, max).map(({ name, count }) => ({ name, count }));
}

/**
 * The sidebar's facets from grouped rows: a count for each of the fixed categories ('Used & Affordable'
 * counts every book), tidied subcategories (at most 20 per category menu, 50 overall) and the price range.
 */
export function buildFacets(rows: readonly FacetRow[]): ProductFacets {
  const categoryCounts = new Map<string, number>();
  const perCategory = new Map<string, Tallies>();
  const overall: Tallies = new Map();
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;

  for (const row of rows) {
    total += row.count;
    min = Math.min(min, row.minPaisa);
    max = Math.max(max, row.maxPaisa);
    categoryCounts.set(row.category, (categoryCounts.get(row.category) ?? 0) + row.count);
    const tallies = perCategory.get(row.category) ?? new Map<string, SubTally>();
    perCategory.set(row.category, tallies);
    // a book listing one subcategory twice is still one book of it
    const seen = new Set<string>();
    for (const raw of row.subCategories) {
      const key = subcategoryKey(raw);
      if (seen.has(key)) continue;
      seen.add(key);
      add(tallies, raw, row.count);
      add(overall, raw, row.count);
    }
  }

  const perMenu = SUBCATEGORY_LIMITS.perCategoryMenu;
  return {
    total,
    categories: CATEGORIES.map((name) =>
      name === ALL_PRODUCTS_CATEGORY
        ? { name, count: total, subCategories: ranked(overall, perMenu) }
        : { name, count: categoryCounts.get(name) ?? 0, subCategories: ranked(perCategory.get(name), perMenu) },
    ),
    subCategories: ranked(overall, SUBCATEGORY_LIMITS.sidebar),
    price: total > 0 ? { min: toRupees(min), max: toRupees(max) } : { min: 0, max: 0 },
  };
}
