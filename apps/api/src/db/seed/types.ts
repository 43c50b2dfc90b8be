import type { BOOK_FORMATS, Category, LANGUAGES } from '@bookstore/contracts';

export type BookFormat = (typeof BOOK_FORMATS)[number];
export type BookLanguage = (typeof LANGUAGES)[number];

/** One demo book as written in the data files: prices in rupees, the ISBN as its first 12 digits. */
export interface DemoBookInput {
  title: string;
  author: string;
  category: Category;
  language: BookLanguage;
  /** Selling price in rupees. */
  price: number;
  /** Price before the discount, in rupees (only for discounted books). */
  was?: number;
  /** Defaults to 'new'; used copies get the 'Old Books' subcategory and a stock of 1-2. */
  condition?: 'new' | 'used';
  stock: number;
  bestseller?: boolean;
  /** Formats offered; empty for books sold in one unnamed format. */
  sizes: BookFormat[];
  /** Free-text subcategories ('New Books'/'Old Books' are added from the condition). */
  tags: string[];
  /** Publication date, YYYY-MM-DD. */
  published: string;
  /** First 12 digits of the ISBN-13 (hyphens allowed); the check digit is computed. */
  isbn: string;
  description: string;
  /** 3-5 selling points, stored newline-separated. */
  details: string[];
}
