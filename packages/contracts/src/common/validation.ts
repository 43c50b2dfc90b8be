import type { z } from 'zod';

/**
 * The message the API answers with for `input`: the first issue wins, as in spec section 5.
 * Null when the input is valid.
 */
export function firstIssueMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
