import { adminCustomersRoutes, adminDashboardRoutes, adminOrdersRoutes, buildPath, type Endpoint } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../../db/schema';
import { signIn, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, t.db);
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const SOME_ID = '0b6f5d2e-0000-4000-8000-000000000000';
const endpoints = Object.entries({ orders: adminOrdersRoutes, customers: adminCustomersRoutes, dashboard: adminDashboardRoutes }).flatMap(
  ([area, routes]) => Object.entries(routes as Record<string, Endpoint>).map(([name, endpoint]) => [`${area}.${name}`, endpoint] as const),
);

function call(endpoint: Endpoint, cookie?: string) {
  const path = buildPath(endpoint.path, { orderId: SOME_ID, proofId: SOME_ID, userId: SOME_ID });
  const agent = request(t.app);
  const req = { GET: agent.get(path), POST: agent.post(path), PUT: agent.put(path), PATCH: agent.patch(path), DELETE: agent.delete(path) }[endpoint.method];
  if (cookie) req.set('Cookie', cookie);
  return endpoint.method === 'GET' ? req : req.send({});
}

describe('every back-office route of orders, customers and the dashboard', () => {
  it('when listed, then there are routes to check', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(9);
    for (const [, endpoint] of endpoints) expect(endpoint.path.startsWith('/api/admin/')).toBe(true);
  });

  it.each(endpoints)('when a visitor without a session calls %s, then 401', async (_id, endpoint) => {
    const res = await call(endpoint);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.', requestId: expect.any(String) });
  });

  it.each(endpoints)('when a signed-in customer calls %s, then 403', async (_id, endpoint) => {
    const res = await call(endpoint, customer.cookie);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'You are not allowed to do that', requestId: expect.any(String) });
  });

  it.each(endpoints)('when an admin calls %s, then it is let through (never 401 or 403)', async (_id, endpoint) => {
    const res = await call(endpoint, admin.cookie);
    expect([200, 400, 404]).toContain(res.status);
  });

  it('when an admin is demoted, then the very next call is refused (the role is read on every request)', async () => {
    const demoted = await signInAdmin(t.app, t.db);
    expect((await call(adminDashboardRoutes.get, demoted.cookie)).status).toBe(200);
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.user.id));
    expect((await call(adminDashboardRoutes.get, demoted.cookie)).status).toBe(403);
  });
});
