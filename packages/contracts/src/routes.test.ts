import {
  adminApiRoutes,
  apiRoutes,
  authPaths,
  cartPaths,
  catalogPaths,
  checkoutPaths,
  guestPaths,
  ordersPaths,
  reviewsPaths,
  storeSettingsPaths,
  systemPaths,
  wishlistPaths,
} from './index';

const endpoints = Object.entries({ ...apiRoutes, ...adminApiRoutes }).flatMap(([area, routes]) =>
  Object.entries(routes).map(([name, endpoint]) => ({ id: `${area}.${name}`, ...endpoint })),
);

describe('apiRoutes', () => {
  it('when all areas are listed, then no two endpoints share a method and path', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when the spec lists a call, then the contract has it with the same method and path', () => {
    const byKey = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const specCalls = [
      'GET /api/auth/is-auth',
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/auth/verify-account',
      'POST /api/auth/send-verify-otp',
      'POST /api/auth/send-reset-otp',
      'POST /api/auth/verify-reset-otp',
      'POST /api/auth/reset-password',
      'POST /api/auth/logout',
      'PUT /api/auth/update-profile',
      'DELETE /api/auth/remove-profile-picture',
      'DELETE /api/auth/delete-account',
      'GET /api/products/get',
      'GET /api/products/:productId',
      'GET /api/reviews/product/:productId',
      'POST /api/reviews/add',
      'GET /api/hero/',
      'GET /api/cart/get/:userId',
      'POST /api/cart/add',
      'PUT /api/cart/update',
      'DELETE /api/cart/remove',
      'GET /api/wishlist/get/:userId',
      'POST /api/wishlist/add',
      'DELETE /api/wishlist/remove',
      'GET /api/orders/get',
      'POST /api/orders/create',
      'POST /api/checkout/calculate',
      'POST /api/checkout/process',
      'POST /api/checkout/upload-proof',
      'GET /api/health',
    ];
    expect(specCalls.filter((call) => !byKey.has(call))).toEqual([]);
  });

  it('when an endpoint takes a file, then it is marked multipart', () => {
    const multipart = endpoints.filter((endpoint) => endpoint.multipart).map((endpoint) => endpoint.id);
    expect(multipart.sort()).toEqual(['adminHeroImages.create', 'adminProducts.createWithCover', 'adminProducts.uploadImage', 'adminSettings.uploadLogo', 'auth.updateProfile', 'checkout.uploadProof', 'guest.uploadProof']);
  });

  it('when an endpoint answers a file instead of JSON, then it is marked binary: only the two payment-proof images', () => {
    const binary = endpoints.filter((endpoint) => endpoint.binary).map((endpoint) => `${endpoint.id} ${endpoint.method} ${endpoint.path}`);
    expect(binary.sort()).toEqual([
      'adminOrders.proofImage GET /api/admin/orders/:orderId/proofs/:proofId/image',
      'orders.paymentProof GET /api/orders/:orderId/payment-proof',
    ]);
  });

  it('when a path has a parameter, then the endpoint declares a params schema for it', () => {
    for (const endpoint of endpoints.filter((e) => e.path.includes(':'))) {
      expect({ id: endpoint.id, hasParams: Boolean(endpoint.params) }).toEqual({ id: endpoint.id, hasParams: true });
    }
  });

  it('when the web calls a shopper endpoint by its paths, then method, path and multipart match what the API mounts', () => {
    const paths = {
      auth: authPaths,
      cart: cartPaths,
      catalog: catalogPaths,
      checkout: checkoutPaths,
      guest: guestPaths,
      orders: ordersPaths,
      reviews: reviewsPaths,
      store: storeSettingsPaths,
      system: systemPaths,
      wishlist: wishlistPaths,
    };
    const asMounted = Object.fromEntries(
      Object.entries(apiRoutes).map(([area, routes]) => [
        area,
        Object.fromEntries(
          Object.entries(routes).map(([name, e]) => [name, { method: e.method, path: e.path, multipart: e.multipart ?? false, binary: e.binary ?? false }]),
        ),
      ]),
    );
    const asCalled = Object.fromEntries(
      Object.entries(paths).map(([area, routes]) => [
        area,
        Object.fromEntries(
          Object.entries(routes).map(([name, r]) => [name, { method: r.method, path: r.path, multipart: r.multipart ?? false, binary: r.binary ?? false }]),
        ),
      ]),
    );
    expect(asCalled).toEqual(asMounted);
  });
});
