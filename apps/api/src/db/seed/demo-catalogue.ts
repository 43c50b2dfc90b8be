import { SPECIAL_SUBCATEGORIES, toPaisa, type Category } from '@bookstore/contracts';
import { ENGLISH_BOOKS } from './books-english';
import { GENERAL_BOOKS } from './books-general';
import { PROFESSIONAL_BOOKS } from './books-professional';
import { SCHOOL_BOOKS } from './books-school';
import { URDU_BOOKS } from './books-urdu';
import { USED_BOOKS } from './books-used';
import { makeIsbn13 } from './isbn';
import { createRandom } from './random';
import type { BookFormat, BookLanguage, DemoBookInput } from './types';

/** Every demo book as written in the data files, grouped by shelf. */
export const DEMO_BOOKS: readonly DemoBookInput[] = [
  ...SCHOOL_BOOKS,
  ...PROFESSIONAL_BOOKS,
  ...URDU_BOOKS,
  ...ENGLISH_BOOKS,
  ...GENERAL_BOOKS,
  ...USED_BOOKS,
];

/** A demo book ready for the products table (money in paisa), plus the file name of its cover. */
export interface DemoProduct {
  /** ASCII-only, unique: the cover is stored as `<slug>.svg`. */
  slug: string;
  name: string;
  author: string;
  description: string;
  details: string;
  pricePaisa: number;
  originalPricePaisa: number | null;
  category: Category;
  subCategories: string[];
  sizes: BookFormat[];
  isbn: string;
  language: BookLanguage;
  publishedAt: Date;
  bestseller: boolean;
  stockQuantity: number;
  condition: 'new' | 'used';
  /**
   * Position in "newest first" order (0 = newest). The shelves are shuffled with a fixed seed so the
   * home page's latest books mix categories instead of showing one shelf.
   */
  recencyRank: number;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Lower-case ASCII words joined by '-', at most 70 characters; '' when nothing ASCII is left. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
}

function toProduct(book: DemoBookInput, slug: string, recencyRank: number): DemoProduct {
  const condition = book.condition ?? 'new';
  const special = condition === 'used' ? SPECIAL_SUBCATEGORIES.oldBooks : SPECIAL_SUBCATEGORIES.newBooks;
  const pricePaisa = toPaisa(book.price);
  const originalPricePaisa = book.was !== undefined ? toPaisa(book.was) : null;
  if (originalPricePaisa !== null && originalPricePaisa <= pricePaisa) {
    throw new Error(`Demo book "${book.title}": the old price must be above the price`);
  }
  return {
    slug,
    name: book.title,
    author: book.author,
    description: book.description,
    details: book.details.join('\n'),
    pricePaisa,
    originalPricePaisa,
    category: book.category,
    subCategories: [special, ...book.tags.filter((tag) => tag !== special)],
    sizes: [...book.sizes],
    isbn: makeIsbn13(book.isbn),
    language: book.language,
    publishedAt: new Date(`${book.published}T00:00:00Z`),
    bestseller: book.bestseller ?? false,
    stockQuantity: book.stock,
    condition,
    recencyRank,
  };
}

/**
 * "Newest first" order: round after round, one book from each shelf, shelves and books shuffled with a
 * fixed seed, so any page of the newest books mixes categories.
 */
function recencyRanks(): Map<number, number> {
  const random = createRandom(1947);
  const shelves = new Map<Category, number[]>();
  DEMO_BOOKS.forEach((book, index) => {
    const shelf = shelves.get(book.category) ?? [];
    shelf.push(index);
    shelves.set(book.category, shelf);
  });
  const queues = [...shelves.values()].map((shelf) => random.shuffle(shelf));
  const ranks = new Map<number, number>();
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of random.shuffle(queues)) {
      const next = queue.shift();
      if (next !== undefined) ranks.set(next, ranks.size);
    }
  }
  return ranks;
}

/** The demo catalogue: the same books, ISBNs, slugs and order on every call. */
export function buildDemoCatalogue(): DemoProduct[] {
  const rankOf = recencyRanks();
  const slugs = new Set<string>();
  return DEMO_BOOKS.map((book, index) => {
    const isbn = makeIsbn13(book.isbn);
    const fromTitle = ARABIC_SCRIPT.test(book.title) ? '' : asciiSlug(book.title);
    let slug = fromTitle || `book-${isbn}`;
    if (slugs.has(slug)) slug = `${slug}-${isbn}`;
    slugs.add(slug);
    return toProduct(book, slug, rankOf.get(index) ?? index);
  });
}
