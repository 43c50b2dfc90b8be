import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Replaces MAIL_FROM's display name, keeping its address (the store's name from its settings). */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The address part of MAIL_FROM ('Kitab Ghar <no-reply@localhost>' or a bare address). */
export function mailFromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The From of one message: MAIL_FROM's address under the message's display name, if it has one. */
function fromOf(from: string, fromName: string | undefined) {
  // eslint-disable-next-line no-control-regex
  const name = fromName?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name ? { name, address: mailFromAddress(from) } : from;
}

/** Sends over SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ fromName, ...message }) {
      await transport.sendMail({ ...message, from: fromOf(from, fromName) });
    },
  };
}

/**
 * Without SMTP every mail becomes an .eml file under DATA_DIR/outbox (open it with any mail program),
 * and its subject is logged, so a newcomer can finish sign-up locally.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ fromName, ...message }) {
      const info = await transport.sendMail({ ...message, from: fromOf(from, fromName) });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      // the folder is made on the first mail (or again if it was removed): a mkdir per mail cost more than the write
      await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      logger.info({ to: message.to, file }, `mail written to outbox: ${message.subject} | ${message.text.split('\n')[0]}`);
    },
  };
}

/** Keeps mails in memory; tests read `sent`. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
