import pino, { type Logger, type LoggerOptions } from 'pino';

const REDACT: LoggerOptions['redact'] = {
  paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.otp'],
  censor: '[redacted]',
};

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

/** Structured logs; secrets and session cookies never reach them. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: REDACT, transport: prettyTransport() });
}
