import { isCatalogueMessage, MESSAGES } from '@bookstore/contracts';
import request from 'supertest';
import { signIn, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A client other than ours sends all sorts; whatever it gets wrong, the answer is a message of the product's own. */
let t: TestApp;
let me: SignedIn;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, t.db);
  productId = (await insertProduct(t.db)).id;
});
afterAll(() => t.close());

const ZOD_ENGLISH = /expected|too (big|small)|invalid (input|option)|received|must (contain|be)/i;

describe('validation messages', () => {
  it.each([
    ['GET', '/api/products/get?sort=cheapest&minPrice=-5&rating=9', undefined],
    ['POST', '/api/cart/add', { productId: 42, quantity: 'lots', format: ['x'] }],
    ['PUT', '/api/cart/update', { productId: {}, quantity: 1e9 }],
    ['POST', '/api/wishlist/add', { productId: [] }],
    ['POST', '/api/reviews/add', { productId: true, rating: 'five', comment: 7 }],
    ['POST', '/api/checkout/calculate', { items: 'all', taxes: 'none' }],
    ['POST', '/api/checkout/process', { items: [{ productId: 1, quantity: -1 }], paymentMethod: 'bitcoin' }],
    ['POST', '/api/auth/login', { email: 5, password: null }],
    ['POST', '/api/auth/register', { name: ['a'], email: {}, password: 1, confirmPassword: 2 }],
    ['PUT', '/api/auth/update-profile', { city: 123, postCode: false }],
  ])('when %s %s carries wrong types, then 400 with a catalogue message, never zod\'s English', async (method, path, body) => {
    const call = me.agent[method.toLowerCase() as 'get' | 'post' | 'put'](path.replace('PRODUCT', productId));
    const res = body === undefined ? await call : await call.send(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(isCatalogueMessage(res.body.message)).toBe(true);
    expect(res.body.message).not.toMatch(ZOD_ENGLISH);
  });

  it('when a field has no message of its own (an unknown sort), then the general "Invalid request" is answered', async () => {
    const res = await request(t.app).get('/api/products/get?sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', message: MESSAGES.general.invalidRequest });
  });
});
