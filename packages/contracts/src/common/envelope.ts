import { z } from 'zod';
import { ERROR_CODES } from './errors';

/**
 * Every API answer carries `success`; failures carry a human-readable `message` from the catalogue and a
 * machine-readable `code` (one of ERROR_CODES) that clients branch on. A failure may add fields of its own
 * (a stock conflict names the product and the copies left).
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The request's id (also in the X-Request-Id header): a shopper quotes it, the shop finds the request in the log. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Builds the schema of a successful answer: `{ success: true, message?, ...fields }`. */
export function successResponse<T extends z.ZodRawShape>(shape: T) {
  // extend (not a spread) so a shape's own `message` replaces the optional one in the inferred type too
  return z.object({ success: z.literal(true), message: z.string().optional() }).extend(shape);
}

export const messageResponseSchema = successResponse({});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A success that always carries a message fit for a toast (the spec's "not shown" bodies). */
export const successMessageResponseSchema = successResponse({ message: z.string() });
export type SuccessMessageResponse = z.infer<typeof successMessageResponseSchema>;

export const healthResponseSchema = successResponse({
  status: z.literal('ok'),
  db: z.literal('up'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Readiness: the database answers, every migration of this version is applied and the mail worker has
 * looked at the outbox within 30 s. A 503 instead carries
 * `status: 'not_ready'` and the same `checks`, naming the one that failed.
 */
export const READY_CHECKS = { database: ['up', 'down'], migrations: ['applied', 'pending', 'unknown'], mailWorker: ['alive', 'stalled'] } as const;
export const readyChecksSchema = z.object({
  database: z.enum(READY_CHECKS.database),
  migrations: z.enum(READY_CHECKS.migrations),
  mailWorker: z.enum(READY_CHECKS.mailWorker),
});
export const readyResponseSchema = successResponse({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('up'), migrations: z.literal('applied'), mailWorker: z.literal('alive') }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
export type ReadyChecks = z.infer<typeof readyChecksSchema>;

/** The answer of a `binary` endpoint: the file itself, not JSON (the browser loads it through `<img src>`). */
export const binaryFileResponseSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: 'a file' });
export type BinaryFileResponse = z.infer<typeof binaryFileResponseSchema>;
