import type { Logger } from 'pino';
import { createLogger } from '../lib/logger';

/** A logger built like the server's (same redaction and serializers) whose JSON lines a test can read. */
export function captureLogs(level = 'info'): { logger: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const logger = createLogger(level, { write: (chunk: string) => void chunks.push(chunk) });
  return {
    logger,
    lines: () => chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>),
    text: () => chunks.join(''),
  };
}
