import type { Logger } from 'pino';
import type { BackgroundTasks } from '../../lib/background';
import type { Mailer } from '../../lib/mail/mailer';
import type { RenderedMail } from '../../lib/mail/templates/layout';

/**
 * Sends a customer's order-update mail after the change committed, without the admin waiting for it:
 * a failure is logged and the change stands.
 */
export function createOrderUpdateNotifier({ mailer, logger, background }: { mailer: Mailer; logger: Logger; background: BackgroundTasks }) {
  return {
    notify(orderId: string, to: string, mail: RenderedMail): void {
      background.run('order update mail', () =>
        mailer.send({ to, ...mail }).catch((err: unknown) => logger.error({ err, orderId }, 'an order update mail could not be sent')),
      );
    },
  };
}
export type OrderUpdateNotifier = ReturnType<typeof createOrderUpdateNotifier>;
