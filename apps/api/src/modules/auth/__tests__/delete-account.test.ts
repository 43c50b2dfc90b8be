import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { carts, orders, otpCodes, products, reviews, sessions, users, wishlistItems } from '../../../db/schema';
import { createUser, signIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

async function insertOrder(userId: string) {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      paymentMethod: 'cod',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      mobileNumber: '03001234567',
      address: 'x',
      city: 'Lahore',
      postCode: '54000',
      country: 'Pakistan',
      subtotalPaisa: 100_00,
      taxPaisa: 2_00,
      shippingFeePaisa: 99_00,
      totalPaisa: 201_00,
    })
    .returning();
  return order!;
}

describe('DELETE /api/auth/delete-account', () => {
  it('when e-mail and password match, then the account and everything of it go, and its orders stay detached', async () => {
    const { user, agent, cookie } = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    const other = await createUser(t.db);
    await t.db.insert(reviews).values([
      { productId: book.id, userId: user.id, rating: 1 },
      { productId: book.id, userId: other.id, rating: 5 },
    ]);
    await t.db.update(products).set({ ratingAvg: 3, reviewCount: 2 }).where(eq(products.id, book.id));
    await agent.post('/api/cart/add').send({ productId: book.id, format: 'Paperback' }).expect(200);
    await agent.post('/api/wishlist/add').send({ productId: book.id }).expect(200);
    await agent.post('/api/auth/send-reset-otp').send({ email: user.email }).expect(200);
    await t.settled();
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id))).toHaveLength(1);
    const picture = await agent
      .put('/api/auth/update-profile')
      .field('name', 'Gone')
      .attach('profilePicture', PNG, { filename: 'p.png', contentType: 'image/png' });
    const order = await insertOrder(user.id);

    const res = await agent.delete('/api/auth/delete-account').send({ email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.account.deleted });

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    for (const table of [sessions, otpCodes, carts, wishlistItems, reviews]) {
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(0);
    }
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ id: order.id, userId: null, totalPaisa: 201_00 });
    const [rated] = await t.db.select().from(products).where(eq(products.id, book.id));
    expect(rated).toMatchObject({ ratingAvg: 5, reviewCount: 1 });
    const file = path.join(t.config.uploadsDir, picture.body.user.profilePicture.replace(/^\/uploads\//, ''));
    expect(existsSync(file)).toBe(false);
    expect((await request(t.app).get('/api/auth/is-auth').set('Cookie', cookie)).body.success).toBe(false);
    expect((await request(t.app).post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(401);
  });

  it('when the e-mail is not the signed-in account or the password is wrong, then 400 and nothing is deleted', async () => {
    const { user, agent } = await signIn(t.app, t.db);
    const someone = await createUser(t.db);
    for (const body of [
      { email: someone.email, password: someone.password },
      { email: user.email, password: 'wrong1234' },
    ]) {
      const res = await agent.delete('/api/auth/delete-account').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.login.invalidCredentials);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, someone.id))).toHaveLength(1);
  });

  it('when e-mail or password is missing or malformed, then the spec texts; without a session 401', async () => {
    const { agent } = await signIn(t.app, t.db);
    expect((await agent.delete('/api/auth/delete-account').send({ email: 'a@b.co' })).body.message).toBe(MESSAGES.login.required);
    expect((await agent.delete('/api/auth/delete-account').send({ email: 'bad', password: 'x' })).body.message).toBe(
      MESSAGES.register.invalidEmail,
    );
    expect((await request(t.app).delete('/api/auth/delete-account').send({ email: 'a@b.co', password: 'x' })).status).toBe(401);
  });
});
