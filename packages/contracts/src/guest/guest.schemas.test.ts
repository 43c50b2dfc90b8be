import { MESSAGES } from '../common/messages';
import { guestCreateBodySchema, trackLookupBodySchema, trackTokenParamsSchema } from './guest.schemas';

const order = {
  guestName: 'Ayesha Khan',
  guestEmail: 'ayesha@example.com',
  guestPhone: '03001234567',
  shippingAddress: 'House 4, Street 9',
  city: 'Lahore',
  postCode: '54000',
  country: 'Pakistan',
  items: [{ productId: '2b0c7a9e-4f51-4d0e-9d3a-8f1b1c2d3e4f', quantity: 2 }],
};

describe('guest checkout and tracking schemas', () => {
  it('when a line has no format and the client sends its own prices and total, then the order still parses with those left for the server', () => {
    const parsed = guestCreateBodySchema.parse({ ...order, items: [{ ...order.items[0], price: 1 }], totalPrice: 1, taxes: 0, shippingFee: 0 });
    expect(parsed.items[0]).toMatchObject({ format: '', quantity: 2 });
    expect(parsed.paymentMethod).toBe('cod');
  });

  it('when an online order has no payment option or the name is blank, then the checkout texts refuse it', () => {
    const online = guestCreateBodySchema.safeParse({ ...order, paymentMethod: 'online' });
    expect(online.error?.issues[0]?.message).toBe(MESSAGES.checkout.paymentOptionRequired);
    const nameless = guestCreateBodySchema.safeParse({ ...order, guestName: '  ' });
    expect(nameless.error?.issues[0]?.message).toBe(MESSAGES.guest.nameRequired);
  });

  it('when an order number is typed with or without its prefix, a hash, spaces or lower case, then it is read as KG-…', () => {
    for (const typed of ['KG-10234', ' kg-10234 ', '#KG10234', '10234']) {
      expect(trackLookupBodySchema.parse({ orderNumber: typed, contact: 'a@b.co' }).orderNumber).toBe('KG-10234');
    }
  });

  it('when an older 8-character number is typed with a hash, spaces or lower case, then it is still read', () => {
    expect(trackLookupBodySchema.parse({ orderNumber: ' #ab12 cd34 ', contact: 'a@b.co' }).orderNumber).toBe('AB12CD34');
  });

  it('when the number is junk or huge, then it is the same not-found answer', () => {
    for (const junk of ["KG-'; drop table orders;--", 'X'.repeat(5000), 'KG-123456789']) {
      expect(trackLookupBodySchema.safeParse({ orderNumber: junk, contact: 'a@b.co' }).error?.issues[0]?.message).toBe(MESSAGES.guest.notFound);
    }
    expect(trackLookupBodySchema.safeParse({ orderNumber: 'not-an-order', contact: 'a@b.co' }).error?.issues[0]?.message).toBe(MESSAGES.guest.notFound);
  });

  it('when a tracking token is not 43 URL-safe characters, then the link is refused', () => {
    expect(trackTokenParamsSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(trackTokenParamsSchema.safeParse({ token: 'A'.repeat(42) }).error?.issues[0]?.message).toBe(MESSAGES.guest.linkInvalid);
    expect(trackTokenParamsSchema.safeParse({ token: `${'A'.repeat(42)}/` }).success).toBe(false);
  });
});
