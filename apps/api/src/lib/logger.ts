import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { LOG_REDACT_PATHS, serializeError } from './log-redaction';
import { currentRequestId } from './request-context';

/** Every line written while a request runs names it, whichever part of the code writes it. */
function requestIdOfLine(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}

/** Readable lines for a person at a terminal (when pino-pretty is installed), JSON everywhere else. */
function prettyTransport(): LoggerOptions['transport'] {
  if (!process.stdout.isTTY || process.env.LOG_FORMAT === 'json') return undefined;
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } };
}

/**
 * Structured logs; secrets, session cookies and the values of failed queries never reach them.
 * `destination` (tests) receives the JSON lines instead of stdout.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    mixin: requestIdOfLine,
  };
  return destination ? pino(options, destination) : pino({ ...options, transport: prettyTransport() });
}
