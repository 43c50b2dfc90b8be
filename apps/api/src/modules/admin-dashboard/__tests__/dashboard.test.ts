import { dashboardResponseSchema } from '@bookstore/contracts';
import { signInAdmin, testClock, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
/** 10:00 in Karachi on 15 March 2025: "today" is 2025-03-15 on the shop's calendar. */
const NOW = new Date('2025-03-15T10:00:00+05:00');
const pk = (local: string) => new Date(`${local}+05:00`);

beforeAll(async () => {
  t = await createTestApp({}, { clock: testClock(NOW) });
  admin = await signInAdmin(t.app, t.db);
  const book = await insertProduct(t.db, { pricePaisa: 1000_00, stockQuantity: 50 });
  const line = [{ product: book, quantity: 1 }]; // each order: 1000 + 20 tax + 99 shipping = Rs. 1,119
  const order = (createdAt: string, extra: Parameters<typeof insertOrder>[1] = {}) => insertOrder(t, { createdAt: pk(createdAt), lines: line, ...extra });

  // today (shop time): 00:30 in Karachi is still the 14th in UTC
  await order('2025-03-15T00:30:00');
  await order('2025-03-15T09:00:00', { status: 'cancelled' });
  await order('2025-03-15T09:30:00', { status: 'confirmed', paymentMethod: 'online', withProof: true, paymentStatus: 'pending_review' });
  // the 7 days
  await order('2025-03-14T23:30:00', { status: 'delivered' });
  await order('2025-03-09T12:00:00', { status: 'partially_refunded' });
  // only the 30 days
  await order('2025-03-08T12:00:00', { status: 'refunded' });
  await order('2025-02-14T00:10:00', { status: 'shipped' });
  // too old for the series, but still pending / with a closed proof
  await order('2025-02-13T23:50:00');
  await order('2025-01-01T12:00:00', { status: 'cancelled', paymentMethod: 'online', withProof: true });

  await insertProduct(t.db, { name: 'Sold out', stockQuantity: 0 });
  await insertProduct(t.db, { name: 'Three left', stockQuantity: 3 });
  await insertProduct(t.db, { name: 'Five left', stockQuantity: 5 });
  await insertProduct(t.db, { name: 'Six left', stockQuantity: 6 });
  await insertProduct(t.db, { name: 'Hidden and sold out', stockQuantity: 0, isActive: false });
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('when orders span the month, then today, 7 and 30 days count orders and revenue by shop day', async () => {
    const res = await admin.agent.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const { dashboard } = dashboardResponseSchema.parse(res.body);
    // cancelled and refunded orders count as orders but bring no revenue
    expect(dashboard.today).toEqual({ orders: 3, revenue: 2 * 1119 });
    expect(dashboard.last7Days).toEqual({ orders: 5, revenue: 4 * 1119 });
    expect(dashboard.last30Days).toEqual({ orders: 7, revenue: 5 * 1119 });
  });

  it('when the daily series is drawn, then all 30 days are there, oldest first, zeros included', async () => {
    const { dashboard } = (await admin.agent.get('/api/admin/dashboard')).body;
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0]).toEqual({ date: '2025-02-14', orders: 1, revenue: 1119 });
    expect(dashboard.daily[29]).toEqual({ date: '2025-03-15', orders: 3, revenue: 2238 });
    expect(dashboard.daily[28]).toEqual({ date: '2025-03-14', orders: 1, revenue: 1119 });
    expect(dashboard.daily[1]).toEqual({ date: '2025-02-15', orders: 0, revenue: 0 });
    expect(dashboard.daily.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0)).toBe(7);
  });

  it('when work waits, then pending orders (of any age) and open orders with a proof to review are counted', async () => {
    const { dashboard } = (await admin.agent.get('/api/admin/dashboard')).body;
    expect(dashboard.pendingOrders).toBe(2);
    expect(dashboard.proofsWaiting).toBe(1);
  });

  it('when active books run low, then they are listed fewest first and counted, hidden ones left out', async () => {
    const { dashboard } = (await admin.agent.get('/api/admin/dashboard')).body;
    expect(dashboard.lowStockCount).toBe(3);
    expect(dashboard.outOfStockCount).toBe(1);
    expect(dashboard.lowStock.map((b: { name: string; stockQuantity: number }) => [b.name, b.stockQuantity])).toEqual([
      ['Sold out', 0],
      ['Three left', 3],
      ['Five left', 5],
    ]);
    expect(dashboard.lowStock[0]).toEqual({ id: expect.any(String), name: 'Sold out', image: '/uploads/covers/test.svg', stockQuantity: 0 });
  });
});
