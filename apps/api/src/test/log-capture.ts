import type { Logger } from 'pino';
import { createLogger } from '../lib/logger';
import { createTestApp } from './test-app';

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

/** A test app that logs requests as a real server does ('development'), into lines the test reads. */
export async function createLoggedTestApp(level = 'info') {
  const logs = captureLogs(level);
  return { logs, t: await createTestApp({ env: 'development' }, { logger: logs.logger }) };
}
