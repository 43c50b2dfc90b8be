import { ADMIN_STOCK_FILTERS, ADMIN_VISIBILITY_FILTERS, CATEGORIES, LOW_STOCK_THRESHOLD, type AdminProduct, type Category } from '@bookstore/contracts';
import { pageParam } from '../shared/use-url-filters';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export interface ProductFilters {
  search?: string;
  category?: Category;
  availability?: (typeof ADMIN_STOCK_FILTERS)[number];
  visibility?: (typeof ADMIN_VISIBILITY_FILTERS)[number];
  page: number;
}

/** The products list's filters as the address holds them; anything unreadable is ignored. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  return {
    search: params.get('search')?.trim() || undefined,
    category: oneOf(CATEGORIES, params.get('category')),
    availability: oneOf(ADMIN_STOCK_FILTERS, params.get('availability')),
    visibility: oneOf(ADMIN_VISIBILITY_FILTERS, params.get('visibility')),
    page: pageParam(params),
  };
}

export const AVAILABILITY_LABELS: Record<(typeof ADMIN_STOCK_FILTERS)[number], string> = {
  'in-stock': 'In stock',
  'low-stock': `Low stock (${LOW_STOCK_THRESHOLD} or fewer)`,
  'out-of-stock': 'Out of stock',
};

export const VISIBILITY_LABELS: Record<(typeof ADMIN_VISIBILITY_FILTERS)[number], string> = {
  active: 'Shown in the shop',
  hidden: 'Hidden',
};

/** 'Out of stock' / '3 left' / '25 in stock' and its badge tone. */
export function stockState(product: Pick<AdminProduct, 'stockQuantity'>): { tone: 'bad' | 'warn' | 'good'; label: string } {
  if (product.stockQuantity <= 0) return { tone: 'bad', label: 'Out of stock' };
  if (product.stockQuantity <= LOW_STOCK_THRESHOLD) return { tone: 'warn', label: `${product.stockQuantity} left` };
  return { tone: 'good', label: `${product.stockQuantity} in stock` };
}
