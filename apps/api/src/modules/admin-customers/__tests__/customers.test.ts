import { adminCustomerResponseSchema, adminCustomersListResponseSchema } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import { otpCodes, sessions, users } from '../../../db/schema';
import { createUser, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
const people: Record<'ayesha' | 'bilal' | 'chand', string> = { ayesha: '', bilal: '', chand: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db, { email: 'boss@kitab.pk', name: 'Boss' });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  people.ayesha = (await createUser(t.db, { name: 'Ayesha', lastName: 'Siddiqui', email: 'ayesha@example.com' })).id;
  people.bilal = (await createUser(t.db, { name: 'Bilal', lastName: 'Ahmed', email: 'bilal@mail.pk', verified: false })).id;
  people.chand = (await createUser(t.db, { name: 'Chand', lastName: 'Bibi', email: 'chand@example.com' })).id;
  await t.db.update(users).set({ createdAt: at(30), mobileNumber: '0300 1112223', city: 'Lahore', address: 'Street 1', postCode: '54000' }).where(eq(users.id, people.ayesha));
  await t.db.update(users).set({ createdAt: at(20) }).where(eq(users.id, people.bilal));
  await t.db.update(users).set({ createdAt: at(10) }).where(eq(users.id, people.chand));
  await t.db.update(users).set({ createdAt: at(100) }).where(eq(users.id, admin.user.id));

  const book = await insertProduct(t.db, { pricePaisa: 1000_00 });
  // Ayesha: two orders that count (1000 + 20 + 99 each) and one cancelled that does not
  await insertOrder(t, { userId: people.ayesha, status: 'delivered', lines: [{ product: book, quantity: 1 }] });
  await insertOrder(t, { userId: people.ayesha, status: 'confirmed', lines: [{ product: book, quantity: 1 }] });
  await insertOrder(t, { userId: people.ayesha, status: 'cancelled', lines: [{ product: book, quantity: 1 }] });
  await insertOrder(t, { userId: people.chand, status: 'refunded', lines: [{ product: book, quantity: 1 }] });
  // secrets that must never come out
  await t.db.insert(otpCodes).values({ userId: people.bilal, purpose: 'verify', codeHash: 'hash-of-code', expiresAt: new Date(Date.now() + 60_000) });
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await admin.agent.get('/api/admin/customers').query(query);
  if (res.status === 200) adminCustomersListResponseSchema.parse(res.body);
  return res;
};
/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];
const emailsOf = (res: { body: { customers: { email: string }[] } }) => res.body.customers.map((c) => c.email);

describe('GET /api/admin/customers', () => {
  it('when listed, then accounts come newest first with their order count and what they spent', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(emailsOf(res)).toEqual(['chand@example.com', 'bilal@mail.pk', 'ayesha@example.com', 'boss@kitab.pk']);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1 });
    const ayesha = res.body.customers[2];
    expect(ayesha).toEqual({
      id: people.ayesha,
      name: 'Ayesha',
      lastName: 'Siddiqui',
      email: 'ayesha@example.com',
      mobileNumber: '0300 1112223',
      city: 'Lahore',
      isAccountVerified: true,
      role: 'customer',
      createdAt: expect.any(String),
      orderCount: 3,
      totalSpent: 2238,
    });
    expect(res.body.customers[0]).toMatchObject({ orderCount: 1, totalSpent: 0 });
    expect(res.body.customers[1]).toMatchObject({ orderCount: 0, totalSpent: 0, isAccountVerified: false });
    expect(res.body.customers[3]).toMatchObject({ role: 'admin' });
  });

  it.each([
    ['part of a name', 'siddiq', ['ayesha@example.com']],
    ['a full name', 'bilal ahmed', ['bilal@mail.pk']],
    ['an e-mail in another case', 'CHAND@EXAMPLE', ['chand@example.com']],
    ['a phone without spaces', '03001112223', ['ayesha@example.com']],
    ['a wildcard', '%', []],
  ])('when searching by %s, then the matching accounts come', async (_label, search, expected) => {
    expect(emailsOf(await list({ search }))).toEqual(expected);
  });

  it('when filtered by verification, then only those accounts come', async () => {
    expect(emailsOf(await list({ verified: 'false' }))).toEqual(['bilal@mail.pk']);
    expect(emailsOf(await list({ verified: 'true' }))).toHaveLength(3);
    expect((await list({ verified: 'maybe' })).body).toEqual({ success: false, code: 'VALIDATION', message: 'Invalid request', requestId: expect.any(String) });
  });

  it('when paging, then the total stays and a page past the end is empty', async () => {
    const res = await list({ limit: 3, page: 2 });
    expect(emailsOf(res)).toEqual(['boss@kitab.pk']);
    expect(res.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    const past = await list({ limit: 3, page: 5 });
    expect(past.body.customers).toEqual([]);
    expect(past.body.pagination.total).toBe(4);
  });
});

describe('GET /api/admin/customers/:userId', () => {
  it('when a customer is opened, then the profile, totals and latest orders come, and no secret ever does', async () => {
    await t.db.insert(sessions).values({ userId: people.ayesha, expiresAt: new Date(Date.now() + 60_000) });
    const res = await admin.agent.get(`/api/admin/customers/${people.ayesha}`);
    expect(res.status).toBe(200);
    adminCustomerResponseSchema.parse(res.body);
    expect(res.body.customer).toMatchObject({
      id: people.ayesha,
      address: 'Street 1',
      postCode: '54000',
      country: 'Pakistan',
      profilePicture: null,
      orderCount: 3,
      totalSpent: 2238,
    });
    expect(res.body.orders).toHaveLength(3);
    expect(res.body.orders.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'confirmed', 'delivered']);

    const text = JSON.stringify(res.body);
    const [row] = await t.db.select().from(users).where(eq(users.id, people.ayesha));
    expect(text).not.toContain(row!.passwordHash);
    expect(keysOf(res.body).filter((key) => /password|hash|session|otp|token|^code/i.test(key))).toEqual([]);
    expect(Object.keys(res.body.customer).sort()).toEqual(
      ['address', 'city', 'country', 'createdAt', 'email', 'id', 'isAccountVerified', 'lastName', 'mobileNumber', 'name', 'orderCount',
        'postCode', 'profilePicture', 'role', 'shippingAddress', 'totalSpent', 'updatedAt'].sort(),
    );
  });

  it('when an unverified customer with a pending code is opened, then the code never appears', async () => {
    const res = await admin.agent.get(`/api/admin/customers/${people.bilal}`);
    expect(res.body.customer.isAccountVerified).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('hash-of-code');
    expect(keysOf(res.body).filter((key) => /password|hash|session|otp|token|^code/i.test(key))).toEqual([]);
    expect(res.body.orders).toEqual([]);
  });

  it("when the account does not exist, then 404 'Customer not found'", async () => {
    for (const id of ['0b6f5d2e-0000-4000-8000-000000000000', 'nobody']) {
      const res = await admin.agent.get(`/api/admin/customers/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Customer not found', requestId: expect.any(String) });
    }
  });
});
