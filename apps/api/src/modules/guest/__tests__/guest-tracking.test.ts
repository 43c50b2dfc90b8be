import { MESSAGES } from '@bookstore/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { placeGuestOrder } from './guest-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (orderNumber: string, contact: string) => request(t.app).post('/api/orders/track').send({ orderNumber, contact });

describe('order tracking without an account', () => {
  it('when the private link is opened, then the order shows with its number and only name and city of the address', async () => {
    const placed = await placeGuestOrder(t);
    const res = await request(t.app).get(`/api/orders/track/${placed.trackingToken}`);

    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber, status: 'pending' });
    expect(res.body.order.shippingAddress).toEqual({ firstName: 'Ayesha', lastName: 'Noor Khan', city: 'Lahore', country: 'Pakistan' });
    expect(res.body.order.items).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toContain(placed.email);
  });

  it('when a well-formed but unknown token is opened, then the answer is 404 with the invalid-link text', async () => {
    const res = await request(t.app).get(`/api/orders/track/${'A'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.guest.linkInvalid });
    const malformed = await request(t.app).get('/api/orders/track/short');
    expect(malformed.body.message).toBe(MESSAGES.guest.linkInvalid);
  });

  it('when the order number comes with its e-mail in any case, or its mobile number written another way, then the order is found', async () => {
    const placed = await placeGuestOrder(t);
    for (const contact of [placed.email.toUpperCase(), '+92 300 1234567', '0092-300-1234567', '03001234567']) {
      const res = await lookup(`#${placed.orderNumber.toLowerCase()}`, contact);
      expect({ contact, status: res.status, id: res.body.order?.id }).toEqual({ contact, status: 200, id: placed.id });
    }
  });

  it('when the e-mail, the mobile number or the order number is wrong, then every answer is the same 404', async () => {
    const placed = await placeGuestOrder(t);
    const other = placed.orderNumber === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    const answers = await Promise.all([
      lookup(placed.orderNumber, 'someone-else@example.com'),
      lookup(placed.orderNumber, '03009999999'),
      lookup(other, placed.email),
    ]);
    for (const res of answers) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: MESSAGES.guest.notFound, requestId: expect.any(String) },
      });
    }
  });
});
