import { discountPercent, toRupees, type Product } from '@bookstore/contracts';
import { getTableColumns } from 'drizzle-orm';
import { products } from '../../db/schema';
import { coverVariants } from '../../lib/uploads/cover-variants';

/** What a product page or card needs: every column but the search helpers (long, and never shown). */
const { searchText: _searchText, subCategoryKeys: _subCategoryKeys, ...shownColumns } = getTableColumns(products);
export const productColumns = shownColumns;

export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'subCategoryKeys'>;

/**
 * The columns toProduct reads, and no more: the shop's reads of books (lists, searches, a book page,
 * suggestions) select these, so that no row carries timestamps or flags that are parsed and dropped.
 * toProduct takes a CardRow, so reading another column there fails to compile until it is listed here.
 */
const CARD_KEYS = [
  'id',
  'name',
  'description',
  'details',
  'pricePaisa',
  'originalPricePaisa',
  'images',
  'thumbnails',
  'imageKeys',
  'category',
  'subCategories',
  'sizes',
  'author',
  'isbn',
  'language',
  'publishedAt',
  'ratingAvg',
  'reviewCount',
  'stockQuantity',
  'bestseller',
  'condition',
] as const satisfies readonly (keyof ProductRow)[];
export type CardRow = Pick<ProductRow, (typeof CARD_KEYS)[number]>;
export const cardColumns = Object.fromEntries(CARD_KEYS.map((key) => [key, shownColumns[key]])) as Pick<typeof shownColumns, (typeof CARD_KEYS)[number]>;

/** A database row as the API shows it: rupees, `id`, a millisecond `date`, derived discount and stock flag. */
export function toProduct(row: CardRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    details: row.details,
    price: toRupees(row.pricePaisa),
    originalPrice: row.originalPricePaisa === null ? null : toRupees(row.originalPricePaisa),
    discount: discountPercent(row.pricePaisa, row.originalPricePaisa) || null,
    image: row.images,
    thumbnails: row.thumbnails,
    imageVariants: row.images.map((url, i) => coverVariants(url, row.thumbnails[i], row.imageKeys)),
    category: row.category,
    subCategories: row.subCategories,
    subCategory: row.subCategories[0] ?? null,
    sizes: row.sizes,
    author: row.author,
    isbn: row.isbn,
    language: row.language,
    date: row.publishedAt ? row.publishedAt.getTime() : null,
    rating: Number(row.ratingAvg),
    reviewCount: row.reviewCount,
    inStock: row.stockQuantity > 0,
    bestseller: row.bestseller,
    condition: row.condition,
  };
}
