import { catalogPaths, defineEndpoint, MESSAGES, messageResponseSchema } from '@bookstore/contracts';
import { z } from 'zod';
import { jsonResponse } from '@/test/fixtures';
import { ApiError, apiCall, errorMessage, toQueryString } from './api-client';

function mockFetchOnce(response: unknown) {
  const fetchMock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiCall', () => {
  it('when the server answers success: false, then it throws ApiError with the server message', async () => {
    mockFetchOnce(jsonResponse({ success: false, message: 'Product not found' }, 404));

    const call = apiCall(catalogPaths.getProduct, { params: { productId: 'nope' } });

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('when a 2xx answer still says success: false, then it throws with that message', async () => {
    mockFetchOnce(jsonResponse({ success: false, message: 'Wishlist is full' }, 200));

    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ status: 200, message: 'Wishlist is full' });
  });

  it('when a failure carries no message, then the general fallback is used', async () => {
    mockFetchOnce({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('not json')) });

    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.general.unexpected,
    });
  });

  it('when the network fails, then it throws ApiError with status 0 and the fallback', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;

    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ status: 0, message: MESSAGES.general.unexpected });
  });

  it('when a failure carries a code, then the error carries it, whatever the status or message say', async () => {
    mockFetchOnce(jsonResponse({ success: false, code: 'CONFLICT', message: 'Some words' }, 409));
    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });

    mockFetchOnce(jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Wishlist is full' }, 200));
    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('when a failure carries no code or an unknown one, then the code follows the HTTP status; no answer means no code', async () => {
    mockFetchOnce(jsonResponse({ success: false, message: 'Too many requests' }, 429));
    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    mockFetchOnce(jsonResponse({ success: false, code: 'made_up', message: 'x' }, 404));
    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(apiCall(catalogPaths.listHeroImages)).rejects.toMatchObject({ status: 0, code: null });
  });

  it('when called, then it fills path params, serialises the query and sends cookies', async () => {
    const fetchMock = mockFetchOnce(jsonResponse({ success: true, products: [], pagination: { page: 2, limit: 20, total: 0, pages: 0 } }));

    const answer = await apiCall(catalogPaths.listProducts, {
      query: { search: 'ghalib', subCategory: ['New Books', 'Old Books'], page: 2, category: undefined },
    });

    expect(answer.pagination.page).toBe(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/products/get?search=ghalib&subCategory=New+Books&subCategory=Old+Books&page=2');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
  });

  it('when a path param has special characters, then it is encoded', async () => {
    const fetchMock = mockFetchOnce(jsonResponse({ success: true, product: {} }));

    await apiCall(catalogPaths.getProduct, { params: { productId: 'a/b c' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/a%2Fb%20c');
  });

  it('when a body is given, then it is sent as JSON; a multipart endpoint sends FormData', async () => {
    const fetchMock = mockFetchOnce(jsonResponse({ success: true }));
    const jsonEndpoint = defineEndpoint({
      method: 'POST',
      path: '/api/things/:thingId',
      params: z.object({ thingId: z.string() }),
      body: z.object({ name: z.string() }),
      response: messageResponseSchema,
    });
    await apiCall(jsonEndpoint, { params: { thingId: '7' }, body: { name: 'Ghalib' } });
    const [url, jsonInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/7');
    expect(jsonInit.body).toBe('{"name":"Ghalib"}');
    expect(jsonInit.headers).toMatchObject({ 'Content-Type': 'application/json' });

    const multipart = defineEndpoint({
      method: 'PUT',
      path: '/api/upload',
      body: z.object({ orderId: z.string() }),
      response: messageResponseSchema,
      multipart: true,
    });
    await apiCall(multipart, { body: { orderId: 'o-1' } });
    const multipartInit = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect(multipartInit.body).toBeInstanceOf(FormData);
    expect((multipartInit.body as FormData).get('orderId')).toBe('o-1');
    expect(multipartInit.headers).not.toHaveProperty('Content-Type');
  });
});

describe('apiCall headers', () => {
  it('when extra headers are given, then they are sent beside the defaults', async () => {
    const fetchMock = mockFetchOnce(jsonResponse({ success: true, data: [] }));

    await apiCall(catalogPaths.listHeroImages, { headers: { 'Idempotency-Key': 'k-1' } });

    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).headers).toMatchObject({ Accept: 'application/json', 'Idempotency-Key': 'k-1' });
  });
});

describe('toQueryString', () => {
  it('when values are empty, then they are left out; arrays repeat the key', () => {
    expect(toQueryString({ a: '', b: undefined, c: null, d: [1, 2], e: true })).toBe('?d=1&d=2&e=true');
    expect(toQueryString({})).toBe('');
  });
});

describe('errorMessage', () => {
  async function failure(response: unknown): Promise<unknown> {
    mockFetchOnce(response);
    return apiCall(catalogPaths.listHeroImages).catch((error: unknown) => error);
  }

  it('when the server sent a message, then that message is shown', async () => {
    const error = await failure(jsonResponse({ success: false, message: 'Invalid OTP' }, 400));
    expect(errorMessage(error, MESSAGES.register.emailVerificationFailed)).toBe('Invalid OTP');
  });

  it('when the server sent none, then the action’s own fallback is shown, not the general one', async () => {
    const error = await failure({ ok: false, status: 500, json: async () => ({ success: false }) });
    expect(errorMessage(error, MESSAGES.register.failed)).toBe(MESSAGES.register.failed);
    expect(errorMessage(error)).toBe(MESSAGES.general.unexpected);
  });

  it('when the server failed (5xx) and named the request, then the reference follows the message for the shopper to quote', async () => {
    const error = await failure(jsonResponse({ success: false, code: 'INTERNAL', message: MESSAGES.general.unexpected, requestId: 'c0a8f1e2-5b7d' }, 500));
    expect(errorMessage(error, MESSAGES.register.failed)).toBe('An unexpected error occurred Reference: c0a8f1e2-5b7d');
  });

  it('when a refusal (4xx) names its request, or the id is not text, then no reference is shown', async () => {
    const refused = await failure(jsonResponse({ success: false, code: 'VALIDATION', message: 'Invalid OTP', requestId: 'c0a8f1e2-5b7d' }, 400));
    expect(errorMessage(refused)).toBe('Invalid OTP');
    const odd = await failure(jsonResponse({ success: false, code: 'INTERNAL', message: 'Boom', requestId: { id: 1 } }, 500));
    expect(errorMessage(odd)).toBe('Boom');
  });

  it('when the network failed, then the action’s fallback is shown', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    const error = await apiCall(catalogPaths.listHeroImages).catch((caught: unknown) => caught);
    expect(errorMessage(error, MESSAGES.reviews.invalidData)).toBe(MESSAGES.reviews.invalidData);
  });
});
