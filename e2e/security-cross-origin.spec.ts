import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@bookstore/contracts';
import { expect, test } from '@playwright/test';
import { createShopper, logIn } from './commerce-support';

/**
 * A page on another origin of the same site (here another port of the same host, so the browser still
 * sends the SameSite=Lax session cookie) auto-submits forms at the store. The store must refuse them.
 */
let attackerSite: Server;
let attackerOrigin = '';
let target = { productId: '', format: '', storeOrigin: '' };

const page = (body: string) => `<!doctype html><html><body>${body}<script>document.forms[0].submit()</script></body></html>`;

test.beforeAll(async () => {
  attackerSite = createServer((req, res) => {
    const action = `${target.storeOrigin}/api/cart/add`;
    const forms: Record<string, string> = {
      // the classic: a urlencoded form
      '/urlencoded': `<form method="POST" action="${action}"><input name="productId" value="${target.productId}"><input name="quantity" value="1"></form>`,
      // JSON smuggled in a text/plain body, a "simple request" that needs no CORS preflight
      '/text-plain': `<form method="POST" enctype="text/plain" action="${action}"><input name='{"productId":"${target.productId}","quantity":1,"x":"' value='"}'></form>`,
      // multipart is a body type the store accepts: only the origin check stops this one
      '/multipart': `<form method="POST" enctype="multipart/form-data" action="${action}"><input name="productId" value="${target.productId}"></form>`,
    };
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(forms[req.url ?? ''] ?? ''));
  });
  await new Promise<void>((resolve) => attackerSite.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attackerSite.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => attackerSite.close(() => resolve())));

test('when a page of another origin auto-submits forms at a signed-in shopper\'s store, then each is refused and the cart stays empty', async ({ page: shopperPage, request, baseURL }) => {
  const answer = await request.get('/api/products/get?limit=1');
  const { products } = (await answer.json()) as { products: { id: string; sizes: string[] }[] };
  target = { productId: products[0]!.id, format: products[0]!.sizes[0] ?? '', storeOrigin: new URL(baseURL!).origin };
  const shopper = await createShopper(request, 'Sana');
  await logIn(shopperPage, shopper, '/cart');

  for (const attack of ['/urlencoded', '/text-plain', '/multipart']) {
    const response = await Promise.all([
      shopperPage.waitForResponse((r) => r.url().endsWith('/api/cart/add')),
      shopperPage.goto(`${attackerOrigin}${attack}`),
    ]).then(([r]) => r);
    expect(response.status(), attack).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, message: MESSAGES.general.crossOriginWrite });
  }

  // the store's own page still writes: it adds a book and the cart shows exactly that one line
  await shopperPage.goto('/cart');
  const cart = await shopperPage.evaluate(async () => {
    const me = (await (await fetch('/api/auth/is-auth')).json()) as { user: { id: string } };
    return (await (await fetch(`/api/cart/get/${me.user.id}`)).json()) as { cart: { items: unknown[] } };
  });
  expect(cart.cart.items).toEqual([]);
  const added = await shopperPage.evaluate(async ({ productId, format }) => {
    const body = JSON.stringify({ productId, quantity: 1, ...(format ? { format } : {}) });
    const res = await fetch('/api/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return res.status;
  }, target);
  expect(added).toBe(200);
});
