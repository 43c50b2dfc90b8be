import { z } from 'zod';
import { singleLineString } from './text';

/** Query values arrive as strings; blank ones mean "not set". */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Optional free text of a query string; blank is "not set". */
export const optionalQueryText = z.preprocess(blankToUndefined, singleLineString().trim().max(200).optional());

/** A whole number >= 1 coerced from the query string, `fallback` when absent or blank, at most `max`. */
export const positiveIntQuery = (fallback: number, max?: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max ?? Number.MAX_SAFE_INTEGER).default(fallback));

/** An optional non-negative number coerced from the query string. */
export const optionalPriceQuery = z.preprocess(blankToUndefined, z.coerce.number().min(0).optional());

/** A repeatable query value (`?tag=a&tag=b` or `?tag=a`) with blank entries dropped. */
export const stringListQuery = z.preprocess(
  (value) =>
    value === undefined ? undefined : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' && v.trim() !== ''),
  z.array(singleLineString().trim().max(100)).max(50).optional(),
);
