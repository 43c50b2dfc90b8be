import { MESSAGES, type Order, type TrackedOrder } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeOrder } from '@/test/shopper';
import { TrackedOrderPage } from './tracked-order-page';
import { TrackOrderPage } from './track-order-page';

function makeTrackedOrder(overrides: Partial<Order> = {}): TrackedOrder {
  const { shippingAddress, ...order } = makeOrder({ id: 'ab12cd34-0000-4000-8000-000000000001', status: 'shipped', trackingId: 'TCS-1', shippingMethod: 'tcs', ...overrides });
  return {
    ...order,
    orderNumber: 'KG-10234',
    shippingAddress: { firstName: shippingAddress.firstName, lastName: shippingAddress.lastName, city: shippingAddress.city, country: shippingAddress.country },
  };
}

const token = 'k'.repeat(43);

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/track-order" element={<TrackOrderPage />} />
      <Route path="/track-order/:token" element={<TrackedOrderPage />} />
    </Routes>,
    { path },
  );
}

describe('order status page without an account', () => {
  afterEach(() => window.localStorage.clear());

  it('when the mailed link is opened, then the order shows with its status, courier and tracking id, without signing in', async () => {
    const fetchMock = mockFetch({ [`/api/orders/track/${token}`]: () => ({ success: true, order: makeTrackedOrder() }) });
    renderAt(`/track-order/${token}`);

    expect(await screen.findByRole('heading', { name: 'Order KG-10234' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status-badge')).toHaveTextContent('SHIPPED');
    expect(screen.getByText('Your order has been shipped.')).toBeInTheDocument();
    expect(screen.getByText('TCS-1')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/'))).toBe(false);
  });

  it('when the link opens a shipped order, then Track lands on the courier page with the tracking id filled in', async () => {
    mockFetch({ [`/api/orders/track/${token}`]: () => ({ success: true, order: makeTrackedOrder() }) });
    renderAt(`/track-order/${token}`);
    expect(await screen.findByRole('link', { name: /Track on TCS/ })).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-1');
  });

  it("when the guest's proof was rejected, then the page says why, and a new screenshot goes with the e-mail typed", async () => {
    const rejected = makeTrackedOrder({ status: 'pending', trackingId: null, shippingMethod: null, paymentMethod: 'online', paymentStatus: 'rejected', paymentRejectReason: 'Wrong amount' });
    const fetchMock = mockFetch({
      [`/api/orders/track/${token}`]: () => ({ success: true, order: rejected }),
      '/api/checkout/guest-upload-proof': () => ({ success: true, message: MESSAGES.checkout.proofUploaded }),
    });
    renderAt(`/track-order/${token}`);
    const user = userEvent.setup();

    expect(await screen.findByTestId('payment-state-badge')).toHaveTextContent('PROOF REJECTED');
    expect(screen.getByText('Reason: Wrong amount')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload payment proof' }));
    expect(screen.getByText(MESSAGES.checkout.proofRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('upload-proof'))).toBe(false);

    await user.type(screen.getByLabelText('E-mail you ordered with'), 'sana@example.com');
    await user.upload(screen.getByLabelText('New payment proof (screenshot)'), new File([new Uint8Array(500)], 'again.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload payment proof' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.checkout.proofUploaded));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('guest-upload-proof')) as unknown as [string, RequestInit];
    const body = sent[1].body as FormData;
    expect([body.get('orderId'), body.get('guestEmail')]).toEqual([rejected.id, 'sana@example.com']);
  });

  it('when the link is not valid, then the server says so and offers the look-up by number', async () => {
    mockFetch({ [`/api/orders/track/${token}`]: () => jsonResponse({ success: false, code: 'NOT_FOUND', message: MESSAGES.guest.linkInvalid }, 404) });
    renderAt(`/track-order/${token}`);

    expect(await screen.findByText(MESSAGES.guest.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track by order number' })).toHaveAttribute('href', '/track-order');
  });

  it('when the number and e-mail are typed, then the number is sent in its plain form and the order shows; a wrong pair only says no order matches', async () => {
    let found = false;
    const fetchMock = mockFetch({
      '/api/orders/track': () =>
        found ? { success: true, order: makeTrackedOrder() } : jsonResponse({ success: false, code: 'NOT_FOUND', message: MESSAGES.guest.notFound }, 404),
    });
    renderAt('/track-order');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Order number'), '#kg-10234');
    await user.type(screen.getByLabelText('E-mail or mobile number'), 'wrong@example.com');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(MESSAGES.guest.notFound);

    found = true;
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('heading', { name: 'Order KG-10234' })).toBeInTheDocument();
    const lastCall = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    const lastBody = JSON.parse(String(lastCall[1].body));
    expect(lastBody).toEqual({ orderNumber: 'KG-10234', contact: 'wrong@example.com' });
  });

  it('when the form is sent empty, then it asks for both fields and calls nobody', async () => {
    const fetchMock = mockFetch({});
    renderAt('/track-order');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findAllByText(MESSAGES.guest.lookupFieldsRequired)).not.toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/orders/track'))).toBe(false);
  });
});
