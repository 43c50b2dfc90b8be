import type { AdminOrderCounts, AdminOrderDetail, AdminOrderSummary, User } from '@bookstore/contracts';
import { Route, Routes } from 'react-router';
import { CurrentLocation, makeUser } from '@/test/helpers';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AdminApp } from './admin-app';

type Handler = (request: { url: URL; method: string; body: unknown }) => unknown;

/** A fetch mock answering by "METHOD /path" or "/path"; handlers see the query and the JSON body. */
export function mockAdminFetch(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return jsonResponse({ success: false, message: 'Not found' }, 404);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const result = handler({ url, method, body });
    return result && typeof result === 'object' && 'ok' in result ? result : jsonResponse(result);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to "METHOD /path". */
export function callsTo(fetchMock: jest.Mock, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => new URL(String(input), 'http://localhost').pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );
}

export const makeAdmin = (overrides: Partial<User> = {}) =>
  makeUser({ id: '9d0c7a9e-4f51-4d0e-9d3a-8f1b1c2d3e40', name: 'Sana', lastName: 'Admin', email: 'admin@example.com', role: 'admin', ...overrides });

/**
 * Renders the back office at `path` for `user` (stored as signed in; the session check answers with it).
 */
export function renderAdmin(
  path: string,
  { user = makeAdmin(), routes = {} }: { user?: User | null; routes?: Record<string, Handler> } = {},
) {
  if (user) window.localStorage.setItem('user', JSON.stringify(user));
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo; // jsdom has no scrolling
  const fetchMock = mockAdminFetch({ '/api/auth/is-auth': () => (user ? { success: true, user } : { success: false }), ...routes });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </>,
    { path },
  );
  return { ...view, fetchMock };
}

const ORDER_ID = '5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

export function makeOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: ORDER_ID,
    orderNumber: 'KG-10234',
    shortId: ORDER_ID.slice(0, 8).toUpperCase(),
    createdAt: '2026-11-20T08:30:00.000Z',
    status: 'pending',
    customerName: 'Hamza Khan',
    isGuest: false,
    email: 'hamza@example.com',
    mobileNumber: '03211234567',
    city: 'Lahore',
    itemCount: 2,
    total: 2649,
    paymentMethod: 'online',
    onlinePaymentOption: 'BankTransfer',
    paymentStatus: 'pending_review',
    proofWaiting: true,
    shippingMethod: null,
    trackingId: null,
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...makeOrderSummary(),
    items: [
      { productId: 'book-1', name: 'Diwan-e-Ghalib', image: '', format: 'Paperback', quantity: 2, price: 1250, originalPrice: null, lineTotal: 2500 },
    ],
    customer: { id: '2b0c7a9e-4f51-4d0e-9d3a-8f1b1c2d3e4f', name: 'Hamza Khan', email: 'hamza@example.com' },
    shippingAddress: {
      firstName: 'Hamza',
      lastName: 'Khan',
      email: 'hamza@example.com',
      mobileNumber: '03211234567',
      address: 'Flat 2, Block B',
      city: 'Lahore',
      postCode: '54000',
      country: 'Pakistan',
    },
    subtotal: 2500,
    tax: 50,
    shippingFee: 99,
    estimatedDelivery: null,
    proofs: [
      {
        id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
        // the API's private route for the screenshot (same origin: the session cookie authorises it)
        url: `/api/admin/orders/${ORDER_ID}/proofs/7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d/image`,
        status: 'pending',
        rejectReason: null,
        createdAt: '2026-11-20T08:31:00.000Z',
        reviewedAt: null,
        reviewedBy: null,
      },
    ],
    events: [
      { id: 'e1', actor: null, fromStatus: null, toStatus: 'pending', note: 'Order placed', createdAt: '2026-11-20T08:30:00.000Z' },
    ],
    allowedStatuses: ['confirmed', 'cancelled'],
    trackingUrl: null,
    ...overrides,
  };
}

export function makeCounts(overrides: Partial<AdminOrderCounts> = {}): AdminOrderCounts {
  return {
    all: 0,
    pending: 0,
    confirmed: 0,
    processing: 0,
    ready_for_shipment: 0,
    shipped: 0,
    out_for_delivery: 0,
    delivered: 0,
    cancelled: 0,
    refunded: 0,
    partially_refunded: 0,
    ...overrides,
  };
}
