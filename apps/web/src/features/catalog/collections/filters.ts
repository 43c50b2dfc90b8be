import {
  AVAILABILITY_OPTIONS,
  PAGE_SIZES,
  SORT_OPTIONS,
  type Availability,
  type ProductsQueryInput,
  type SortOption,
} from '@bookstore/contracts';

/**
 * The collections page's state, kept in the URL so a filtered page can be shared or bookmarked:
 * `/collections?category=Urdu+Novels&subCategory=Old+Books&minPrice=200&rating=4&sort=price-low&page=2`.
 * Defaults are left out of the URL; unreadable values are ignored.
 */
export interface CollectionFilters {
  search?: string;
  category?: string;
  subCategories: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  availability: Availability;
  sort: SortOption;
  page: number;
}

export const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  'new-books': 'New Books First',
  'old-books': 'Old Books First',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest Publication',
  rating: 'Top Rated',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  all: 'All books',
  'in-stock': 'In stock',
  bestseller: 'Bestsellers',
};

export const RATING_CHOICES = [5, 4, 3, 2, 1] as const;

const text = (value: string | null) => value?.trim() || undefined;

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function readFilters(params: URLSearchParams): CollectionFilters {
  const rating = Number(params.get('rating'));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: text(params.get('search')),
    category: text(params.get('category')),
    subCategories: [...new Set(params.getAll('subCategory').map((s) => s.trim()).filter(Boolean))],
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    availability: oneOf(AVAILABILITY_OPTIONS, params.get('availability'), 'all'),
    sort: oneOf(SORT_OPTIONS, params.get('sort'), 'featured'),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function writeFilters(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  for (const sub of filters.subCategories) params.append('subCategory', sub);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== undefined) params.set('rating', String(filters.rating));
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What the product list is asked for: everything in the URL, 20 a page. */
export function toProductsQuery(filters: CollectionFilters): ProductsQueryInput {
  return {
    search: filters.search,
    category: filters.category,
    subCategory: filters.subCategories.length ? filters.subCategories : undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    rating: filters.rating,
    availability: filters.availability === 'all' ? undefined : filters.availability,
    sort: filters.sort === 'featured' ? undefined : filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
    limit: PAGE_SIZES.collections,
  };
}

/** Filters narrowing the list (the search and the sort are shown elsewhere). */
export function countActiveFilters(filters: CollectionFilters): number {
  return (
    (filters.category ? 1 : 0) +
    filters.subCategories.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.rating !== undefined ? 1 : 0) +
    (filters.availability !== 'all' ? 1 : 0)
  );
}

export interface FilterChip {
  key: string;
  label: string;
  /** The filters without this one (back on page 1). */
  without: CollectionFilters;
}

export function activeChips(filters: CollectionFilters, formatPrice: (rupees: number) => string): FilterChip[] {
  const base = { ...filters, page: 1 };
  const chips: FilterChip[] = [];
  if (filters.category) chips.push({ key: 'category', label: filters.category, without: { ...base, category: undefined, subCategories: [] } });
  for (const sub of filters.subCategories) {
    chips.push({ key: `sub:${sub}`, label: sub, without: { ...base, subCategories: filters.subCategories.filter((s) => s !== sub) } });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const label =
      filters.minPrice !== undefined && filters.maxPrice !== undefined
        ? `${formatPrice(filters.minPrice)} – ${formatPrice(filters.maxPrice)}`
        : filters.minPrice !== undefined
          ? `From ${formatPrice(filters.minPrice)}`
          : `Up to ${formatPrice(filters.maxPrice ?? 0)}`;
    chips.push({ key: 'price', label, without: { ...base, minPrice: undefined, maxPrice: undefined } });
  }
  if (filters.rating !== undefined) chips.push({ key: 'rating', label: `${filters.rating}★ & up`, without: { ...base, rating: undefined } });
  if (filters.availability !== 'all') {
    chips.push({ key: 'availability', label: AVAILABILITY_LABELS[filters.availability], without: { ...base, availability: 'all' } });
  }
  return chips;
}

/** 'Clear all' keeps the search and the sort; every filter goes, back to page 1. */
export function clearedFilters(filters: CollectionFilters): CollectionFilters {
  return { search: filters.search, sort: filters.sort, subCategories: [], availability: 'all', page: 1 };
}

/** At most `max` page numbers around the current page: 1 2 [3] 4 5, or 6 7 [8] 9 10. */
export function pageWindow(current: number, pages: number, max: number = PAGE_SIZES.collectionsPageButtons): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
