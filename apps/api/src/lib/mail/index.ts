import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

export type { MailMessage, Mailer } from './mailer';

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
