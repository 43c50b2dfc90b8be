import { adminCustomersQuerySchema } from './customers';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrdersQuerySchema,
  adminProofRejectBodySchema,
  adminShippingBodySchema,
  isIsoDate,
  storeDate,
} from './orders';

describe('back-office order contracts', () => {
  it('when a date is checked, then only real YYYY-MM-DD dates pass', () => {
    expect(['2025-03-15', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-3-15', '15/03/2025', ''].map(isIsoDate)).toEqual([false, false, false, false]);
  });

  it("when it is evening in UTC, then the shop's calendar (Pakistan, UTC+5) is already on the next day", () => {
    expect(storeDate(new Date('2025-03-14T19:30:00Z'))).toBe('2025-03-15');
    expect(storeDate(new Date('2025-03-14T18:59:00Z'))).toBe('2025-03-14');
  });

  it('when the list query comes as strings, then blanks are unset and numbers are coerced', () => {
    expect(adminOrdersQuerySchema.parse({ status: '', search: '  ', page: '2', limit: '' })).toEqual({ page: 2, limit: 20 });
    expect(adminOrdersQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).error?.issues[0]?.message).toBe(
      'The start date must be on or before the end date.',
    );
  });

  it('when shipping details are sent, then blanks clear a field and a tracking id needs a courier', () => {
    expect(adminShippingBodySchema.parse({ shippingMethod: 'tcs', trackingId: ' T1 ', estimatedDelivery: '' })).toEqual({
      shippingMethod: 'tcs',
      trackingId: 'T1',
      estimatedDelivery: null,
    });
    expect(adminShippingBodySchema.parse({})).toEqual({ shippingMethod: null, trackingId: null, estimatedDelivery: null });
    expect(adminShippingBodySchema.safeParse({ trackingId: 'T1' }).error?.issues[0]?.message).toBe('Choose a courier for this tracking ID.');
  });

  it('when a reject reason is trimmed, then it must keep 3 to 300 characters', () => {
    expect(adminProofRejectBodySchema.parse({ reason: '  Wrong amount ' })).toEqual({ reason: 'Wrong amount' });
    expect(adminProofRejectBodySchema.safeParse({ reason: ' ab ' }).success).toBe(false);
  });

  it('when a move is refused, then the message names both statuses in words', () => {
    expect(ADMIN_ORDER_MESSAGES.illegalTransition('ready_for_shipment', 'pending')).toBe(
      'This order cannot move from ready for shipment to pending.',
    );
    expect(ADMIN_ORDER_MESSAGES.illegalTransition('shipped', 'shipped')).toBe('This order is already shipped.');
  });

  it('when the customers filter says verified=false, then it is the boolean false', () => {
    expect(adminCustomersQuerySchema.parse({ verified: 'false' })).toEqual({ verified: false, page: 1, limit: 20 });
    expect(adminCustomersQuerySchema.safeParse({ verified: 'yes' }).success).toBe(false);
  });
});
