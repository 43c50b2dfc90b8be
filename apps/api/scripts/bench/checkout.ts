/**
 * Checkout under load: each buyer signs in through the API, then, until the time is up, puts a book in
 * the cart and places a cash-on-delivery order for it. Two of the books have few copies and sell out
 * during the run; after it, the database must show no stock below zero and exactly the copies sold that
 * the store confirmed.
 */
import http from 'node:http';
import os from 'node:os';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, products, users } from '../../src/db/schema';
import type { CpuMeter, CpuUse } from './cpu';
import { BROWSER_HEADERS, send } from './http';
import { isBenchBuyer, openBenchDatabase, type BenchBook, type Buyer } from './prepare';

export interface CheckoutResult {
  buyers: number;
  seconds: number;
  placed: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** Refused because the book sold out (409): the stock guard at work. */
  soldOut: number;
  /** Any other answer that is not 200 (503 'busy' included), and network errors. */
  otherNon2xx: number;
  errors: number;
  cartP99: number;
  loadBefore: number;
  loadAfter: number;
  startedAt: Date;
  /** CPU spent after the warm-up (the first fifth of the run, at most 5 s: JIT compiling, pools filling), by process. */
  cpu: CpuUse;
  /** Orders placed after the warm-up: what `cpu` was spent on. */
  cpuOrders: number;
}

export interface StockCheck {
  ok: boolean;
  lines: string[];
}

const FORM = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'buyer@bench.example.com',
  address: 'House 4, Street 9',
  city: 'Karachi',
  postCode: '75500',
  country: 'Pakistan',
  mobileNumber: '+923001234567',
  paymentMethod: 'cod',
  saveInfo: false,
};

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number) : 0);

async function signIn(base: string, buyer: Buyer, headers: Record<string, string>, agent: http.Agent): Promise<string> {
  const res = await send(base, 'POST', '/api/auth/login', { headers, body: buyer, agent });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('token='));
  if (res.status !== 200 || !cookie) throw new Error(`bench buyer ${buyer.email} could not sign in (${res.status})`);
  return cookie.split(';')[0] as string;
}

export async function runCheckout(
  base: string,
  buyers: Buyer[],
  books: BenchBook[],
  { seconds, allowHeaders, meter }: { seconds: number; allowHeaders: Record<string, string>; meter: CpuMeter },
): Promise<CheckoutResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: buyers.length });
  const headers = { ...BROWSER_HEADERS, ...allowHeaders };
  const cookies = await Promise.all(buyers.map((b) => signIn(base, b, headers, agent)));
  const checkoutMs: number[] = [];
  const cartMs: number[] = [];
  let placed = 0;
  let soldOut = 0;
  let otherNon2xx = 0;
  let errors = 0;
  let placedAtWarm = 0;
  const warmedUp = new Promise<void>((resolve) =>
    setTimeout(() => {
      placedAtWarm = placed;
      void meter.start().then(resolve);
    }, Math.min(5, seconds / 5) * 1000),
  );
  const startedAt = new Date();
  const loadBefore = os.loadavg()[0] ?? 0;
  const until = Date.now() + seconds * 1000;

  const shop = async (cookie: string) => {
    const as = { ...headers, cookie };
    while (Date.now() < until) {
      const book = books[Math.floor(Math.random() * books.length)] as BenchBook;
      const line = { productId: book.id, quantity: 1, ...(book.format ? { format: book.format } : {}) };
      try {
        const cart = await send(base, 'POST', '/api/cart/add', { headers: as, body: line, agent });
        cartMs.push(cart.ms);
        if (cart.status === 409) {
          soldOut += 1;
          continue;
        }
        if (cart.status !== 200) {
          otherNon2xx += 1;
          continue;
        }
        const order = await send(base, 'POST', '/api/checkout/process', { headers: as, body: { ...FORM, items: [line] }, agent });
        checkoutMs.push(order.ms);
        if (order.status === 200) placed += 1;
        else if (order.status === 409) soldOut += 1;
        else otherNon2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(cookies.map(shop));
  const elapsed = (Date.now() - startedAt.getTime()) / 1000;
  await warmedUp;
  const cpu = await meter.stop();
  agent.destroy();
  const sorted = [...checkoutMs].sort((a, b) => a - b);
  return {
    buyers: buyers.length,
    seconds: Math.round(elapsed * 10) / 10,
    placed,
    ordersPerSecond: Math.round(placed / elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    soldOut,
    otherNon2xx,
    errors,
    cartP99: percentile([...cartMs].sort((a, b) => a - b), 99),
    loadBefore,
    loadAfter: os.loadavg()[0] ?? 0,
    startedAt,
    cpu,
    cpuOrders: placed - placedAtWarm,
  };
}

/** After the store stopped: no stock below zero, and each book lost exactly the copies of the orders placed. */
export async function checkStock(databaseUrl: string | undefined, dataDir: string, books: BenchBook[], result: CheckoutResult): Promise<StockCheck> {
  const database = await openBenchDatabase(databaseUrl, dataDir);
  try {
    const { db } = database;
    const ids = books.map((b) => b.id);
    const stock = await db.select({ id: products.id, stock: products.stockQuantity }).from(products).where(inArray(products.id, ids));
    const sold = await db
      .select({ id: orderItems.productId, copies: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(isBenchBuyer, gte(orders.createdAt, result.startedAt), inArray(orderItems.productId, ids)))
      .groupBy(orderItems.productId);
    const [placedRows] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(isBenchBuyer, gte(orders.createdAt, result.startedAt)));
    const lines: string[] = [];
    let ok = true;
    const negative = stock.filter((s) => s.stock < 0);
    if (negative.length) ok = false;
    lines.push(`lowest stock after the run: ${Math.min(...stock.map((s) => s.stock))} (never below 0: ${negative.length ? 'NO' : 'yes'})`);
    let mismatched = 0;
    for (const book of books) {
      const left = stock.find((s) => s.id === book.id)?.stock ?? NaN;
      const copies = sold.find((s) => s.id === book.id)?.copies ?? 0;
      if (book.stock - left !== copies) mismatched += 1;
    }
    if (mismatched) ok = false;
    const scarce = books.filter((b) => b.stock < 1000).map((b) => stock.find((s) => s.id === b.id)?.stock);
    lines.push(`copies taken from stock = copies in the orders, for each of the ${books.length} books: ${mismatched ? `NO (${mismatched} differ)` : 'yes'}; the scarce books ended at ${scarce.join(' and ')}`);
    const inDb = placedRows?.n ?? 0;
    if (inDb !== result.placed) ok = false;
    lines.push(`orders in the database = orders confirmed (200): ${inDb} = ${result.placed}${inDb === result.placed ? '' : ' NO'}`);
    return { ok, lines };
  } finally {
    await database.close();
  }
}
