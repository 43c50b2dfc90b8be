import { MESSAGES, ORDER_NUMBER_PREFIX, parseOrderNumber, type TrackedOrder, type TrackLookupBody } from '@bookstore/contracts';
import type { Db } from '../../db/client';
import { trackingTokenHash } from '../../lib/auth/tracking-token';
import { notFound } from '../../lib/errors';
import { paymentRejectReasonOf, toOrder } from '../orders';
import { contactMatches } from './contact';
import { guestRepository as repo, type TrackedItemRow, type TrackedOrderRow } from './guest.repository';

/** Read in place of a missing order so a wrong guess costs the same queries as a right one. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

/** An order as its status page shows it without an account: the address reduced to name and city. */
export function toTrackedOrder(row: TrackedOrderRow, items: TrackedItemRow[], rejectReason: string | null = null): TrackedOrder {
  return {
    ...toOrder(row, items, rejectReason),
    shippingAddress: { firstName: row.firstName, lastName: row.lastName, city: row.city, country: row.country },
  };
}

/**
 * The status page without an account (docs/guest-checkout.md): by the private link's token, or by order
 * number with the order's e-mail or mobile number. Every miss is the same 404, whatever was wrong.
 */
export function createGuestTrackingService(db: Db) {
  return {
    async byToken(token: string): Promise<TrackedOrder> {
      const row = await repo.findByTokenHash(db, trackingTokenHash(token));
      if (!row) throw notFound(MESSAGES.guest.linkInvalid);
      return toTrackedOrder(row, await repo.itemsOf(db, row.id), await paymentRejectReasonOf(db, row));
    },

    /** Any order (a guest's or a customer's) whose number and contact both match. */
    async lookup({ orderNumber, contact }: TrackLookupBody): Promise<TrackedOrder> {
      // 'KG-10234' is one order (unique index); an older 8-character number may be a few
      const sequence = orderNumber.startsWith(ORDER_NUMBER_PREFIX) ? parseOrderNumber(orderNumber) : null;
      const candidates = sequence !== null ? await repo.findBySequence(db, sequence) : await repo.findByShortId(db, orderNumber);
      const match = candidates.find((row) => contactMatches(row, contact));
      const items = await repo.itemsOf(db, match?.id ?? NO_ORDER);
      if (!match) throw notFound(MESSAGES.guest.notFound);
      return toTrackedOrder(match, items, await paymentRejectReasonOf(db, match));
    },
  };
}
export type GuestTrackingService = ReturnType<typeof createGuestTrackingService>;
