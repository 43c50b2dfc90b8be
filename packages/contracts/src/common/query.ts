import { z } from 'zod';
import { singleLineString } from './text';

/** Query values arrive as strings; blank ones mean "not set". */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Optional free text of a query string; blank is "not set". */
export const optionalQueryText = z.preprocess(blankToUndefined, singleLineString().trim().max(200).optional());

/** Pages beyond this are served as this one (an empty page): no offset can grow without bound. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * A page or page size from the query string, served rather than refused (clients other than ours ask for
 * all sorts): blank or not a number means the default, a fraction is rounded down, below 1 is 1 and above
 * `max` is `max`.
 */
export const clampedIntQuery = (fallback: number, max: number) =>
  z.preprocess((value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return fallback;
    return Math.min(max, Math.max(1, Math.floor(number)));
  }, z.number().int())
    // optional for callers; a missing value never reaches the preprocess above
    .default(fallback);

/** An optional non-negative number coerced from the query string. */
export const optionalPriceQuery = z.preprocess(blankToUndefined, z.coerce.number().min(0).optional());

/** A repeatable query value (`?tag=a&tag=b` or `?tag=a`) with blank entries dropped. */
export const stringListQuery = z.preprocess(
  (value) =>
    value === undefined ? undefined : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' && v.trim() !== ''),
  z.array(singleLineString().trim().max(100)).max(50).optional(),
);
