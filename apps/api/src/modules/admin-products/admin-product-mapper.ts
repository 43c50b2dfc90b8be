import { toPaisa, type AdminProduct, type AdminProductInput } from '@bookstore/contracts';
import { toProduct, type ProductRow } from '../catalog/product-mapper';
import type { ProductValues } from './admin-products.repository';

/** Publication dates are stored as midnight UTC of the day (as the seed does), so the day reads back unchanged. */
const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

/** The storefront's book (computed by its own mapper) plus what only the shop sees. */
export function toAdminProduct(row: ProductRow, orderCount: number): AdminProduct {
  return {
    ...toProduct(row),
    isActive: row.isActive,
    stockQuantity: row.stockQuantity,
    publishedAt: row.publishedAt ? dateToDay(row.publishedAt) : null,
    orderCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The form's book as columns: rupees to integer paisa (850.5 -> 85050, rounded, so no float drift). */
export function toProductValues(input: AdminProductInput): Omit<ProductValues, 'images' | 'thumbnails' | 'imageKeys' | 'createdAt' | 'updatedAt'> {
  return {
    name: input.name,
    author: input.author,
    description: input.description,
    details: input.details,
    pricePaisa: toPaisa(input.price),
    originalPricePaisa: input.originalPrice === null ? null : toPaisa(input.originalPrice),
    category: input.category,
    subCategories: input.subCategories,
    sizes: input.sizes,
    isbn: input.isbn,
    language: input.language,
    publishedAt: input.publishedAt === null ? null : dayToDate(input.publishedAt),
    bestseller: input.bestseller,
    stockQuantity: input.stockQuantity,
    condition: input.condition,
    isActive: input.isActive,
  };
}
