import { MESSAGES } from '@bookstore/contracts';
import request from 'supertest';
import { cookieFrom, lastCodeTo, signInAdmin } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderRow, placeGuestOrder } from './guest-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('guest orders in the back office and in a new account', () => {
  it('when an admin lists and opens orders, then the guest order is there marked as a guest order', async () => {
    const placed = await placeGuestOrder(t);
    const admin = await signInAdmin(t.app, t.db);

    const list = await admin.agent.get('/api/admin/orders').query({ search: placed.email });
    expect(list.status).toBe(200);
    expect(list.body.orders).toEqual([expect.objectContaining({ id: placed.id, isGuest: true, customerName: 'Ayesha Noor Khan' })]);
    const detail = await admin.agent.get(`/api/admin/orders/${placed.id}`);
    expect(detail.body.order).toMatchObject({ id: placed.id, isGuest: true, customer: null });
  });

  it('when an admin confirms a guest order, then the guest hears at the order\'s e-mail with the tracking page to look it up', async () => {
    const placed = await placeGuestOrder(t);
    const admin = await signInAdmin(t.app, t.db);
    const res = await admin.agent.post(`/api/admin/orders/${placed.id}/status`).send({ status: 'confirmed' });
    await t.settled();

    expect(res.status).toBe(200);
    const mail = t.mailer.sent.filter((m) => m.to === placed.email).at(-1);
    expect(mail?.subject).toContain(placed.orderNumber);
    expect(mail?.text).toContain(`${t.config.publicUrl}/track-order `);
  });

  it('when an account is verified with the guest\'s e-mail in another case, then the guest orders move under it', async () => {
    const first = await placeGuestOrder(t);
    const register = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Ayesha', email: first.email.toUpperCase(), password: 'secret123', confirmPassword: 'secret123' });
    expect(register.status).toBe(201);
    const userId = register.body.user.id as string;
    const verified = await request(t.app)
      .post('/api/auth/verify-account')
      .set('Cookie', cookieFrom(register, 'pending_verification')!)
      .send({ otp: lastCodeTo(t.mailer.sent, first.email) });
    expect(verified.body.message).toBe(MESSAGES.register.verified);

    expect(await orderRow(t, first.id)).toMatchObject({ userId, isGuest: true });
    const mine = await request(t.app).get('/api/orders/get').set('Cookie', cookieFrom(verified, 'token')!);
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
  });
});
