import type { MailMessage, Mailer } from '../lib/mail/mailer';

/**
 * A mail server that is down for the first `failures` sends (each rejects with 'smtp down'), then
 * delivers into `sent`. `down()` / `up()` switch it by hand.
 */
export function flakyMailer(failures = 0): Mailer & { sent: MailMessage[]; tries: number; down(): void; up(): void } {
  let left = failures;
  let broken = false;
  const mailer = {
    sent: [] as MailMessage[],
    tries: 0,
    down: () => void (broken = true),
    up: () => void (broken = false),
    async send(message: MailMessage) {
      mailer.tries += 1;
      if (broken || left > 0) {
        left -= 1;
        throw new Error('smtp down');
      }
      mailer.sent.push(message);
    },
  };
  return mailer;
}
