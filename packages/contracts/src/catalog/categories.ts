/** The fixed category list of spec section 9, in display order. */
export const CATEGORIES = [
  'Govt School',
  'Private School',
  'College & University',
  'Competitive Exam',
  'Past Papers',
  'Religious & Spiritual',
  'Urdu Novels',
  'Urdu Poetry',
  'Urdu Literature',
  'English Novels',
  'English Literature',
  'Children & Young Reader',
  'Medical',
  'Engineering',
  'Business',
  'History',
  'General Interest',
  'Used & Affordable',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** 'Used & Affordable' is a view over the whole catalogue: it counts (and lists) every product. */
export const ALL_PRODUCTS_CATEGORY: Category = 'Used & Affordable';

export const SPECIAL_SUBCATEGORIES = { newBooks: 'New Books', oldBooks: 'Old Books' } as const;

export const SORT_OPTIONS = ['featured', 'new-books', 'old-books', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const AVAILABILITY_OPTIONS = ['all', 'in-stock', 'bestseller'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const BOOK_CONDITIONS = ['new', 'used'] as const;
export type BookCondition = (typeof BOOK_CONDITIONS)[number];

export const LANGUAGES = ['Urdu', 'English', 'Arabic', 'Punjabi', 'Sindhi', 'Pashto'] as const;

/** Formats a book may be offered in (the spec's "sizes"). */
export const BOOK_FORMATS = ['Paperback', 'Hardcover', 'Pocket Size', 'Large Print'] as const;

export const SUBCATEGORY_LIMITS = { sidebar: 50, perCategoryMenu: 20 } as const;

/** Products without reviews count as this rating in the rating filter (and 0 in counts). */
export const UNRATED_FILTER_RATING = 4;

/** Short all-capital words are acronyms and stay as they are: "MA English", "CSS", "PPSC". */
const ACRONYM = /^[A-Z]{2,5}$/;

function tidyWord(word: string): string {
  if (ACRONYM.test(word)) return word;
  const rest = word.slice(1);
  // already capitalised with its own inner capitals ("McGraw") or lower case: keep it
  if (word.charAt(0) === word.charAt(0).toUpperCase() && rest !== rest.toUpperCase()) return word;
  return word.charAt(0).toUpperCase() + rest.toLowerCase();
}

/**
 * Tidies a free-text subcategory into capitalised words: "  urdu   NOVELS " -> "Urdu Novels",
 * "MA english" -> "MA English". Urdu script has no case and only loses extra spaces.
 */
export function tidySubcategory(value: string): string {
  return value.trim().split(/\s+/).filter(Boolean).map(tidyWord).join(' ');
}

/** Spellings of one subcategory share this key: "Urdu  novels" and "URDU NOVELS" -> "urdu novels". */
export function subcategoryKey(value: string): string {
  return value.trim().split(/\s+/).filter(Boolean).join(' ').toLowerCase();
}

/** The header's suggestions wait this long after the last key before asking (one call per pause, not per key). */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 200;
