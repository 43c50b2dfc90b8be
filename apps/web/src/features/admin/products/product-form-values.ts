import type { AdminProduct, AdminProductFormValues } from '@bookstore/contracts';

/** A new book: shown in the shop, new, nothing else decided (category and language must be chosen). */
export const NEW_PRODUCT_VALUES: Partial<AdminProductFormValues> = {
  name: '',
  author: '',
  description: '',
  details: '',
  originalPrice: null,
  subCategories: [],
  sizes: [],
  isbn: '',
  publishedAt: '',
  bestseller: false,
  condition: 'new',
  isActive: true,
};

/** The form's values for a saved book. */
export function toFormValues(product: AdminProduct): AdminProductFormValues {
  return {
    name: product.name,
    author: product.author,
    description: product.description,
    details: product.details,
    price: product.price,
    originalPrice: product.originalPrice,
    category: product.category as AdminProductFormValues['category'],
    subCategories: product.subCategories,
    sizes: product.sizes as AdminProductFormValues['sizes'],
    isbn: product.isbn ?? '',
    language: product.language as AdminProductFormValues['language'],
    publishedAt: product.publishedAt ?? '',
    bestseller: product.bestseller,
    stockQuantity: product.stockQuantity,
    condition: product.condition,
    isActive: product.isActive,
  };
}

/** '' -> undefined (the schema then says what is missing), anything else -> a number. */
export const numberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
/** '' -> null (no original price), anything else -> a number. */
export const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The first message of a field's error, whether the field is a value or a list. */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = messageOf(item);
      if (message) return message;
    }
  }
  if ('root' in error) return messageOf(error.root);
  return undefined;
}
