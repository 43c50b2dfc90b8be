import { MESSAGES, type Order } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeOrder, makeUser, signIn } from '@/test/shopper';
import { OrderCard } from './order-card';
import { OrdersList } from './orders-list';

const online = (overrides: Partial<Order>) => makeOrder({ paymentMethod: 'online', onlinePaymentOption: 'JazzCash', ...overrides });
const card = (order: Order) => renderWithProviders(<OrderCard order={order} onDetails={jest.fn()} onTrack={jest.fn()} onUploadProof={jest.fn()} />);

describe('the payment state on an order card', () => {
  it.each([
    ['awaiting_proof', 'PROOF AWAITED', 'We are waiting for your payment proof.'],
    ['pending_review', 'PROOF UNDER REVIEW', 'We have received your payment proof and are reviewing it.'],
    ['verified', 'PAYMENT APPROVED', 'Your payment has been approved.'],
    ['rejected', 'PROOF REJECTED', 'Your payment proof was rejected.'],
  ] as const)('when an online payment is %s, then the card shows the badge %s and says so in words', (paymentStatus, badge, words) => {
    card(online({ paymentStatus }));
    expect(screen.getByTestId('payment-state-badge')).toHaveTextContent(badge);
    expect(screen.getByText(new RegExp(words.replace('.', '\\.')))).toBeInTheDocument();
    // the order's own status badge stays beside it
    expect(screen.getByTestId('order-status-badge')).toHaveTextContent('PENDING');
  });

  it('when the proof was rejected, then the reason shows with a way to upload a new one; under review there is no upload', () => {
    const { unmount } = card(online({ paymentStatus: 'rejected', paymentRejectReason: 'The amount does not match.' }));
    expect(screen.getByText('Reason: The amount does not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a new payment proof')).toHaveAttribute('type', 'file');
    unmount();
    card(online({ paymentStatus: 'pending_review' }));
    expect(screen.queryByLabelText(/Upload/)).not.toBeInTheDocument();
  });

  it('when the order is cash on delivery, then no payment badge shows', () => {
    card(makeOrder({ paymentMethod: 'cod', paymentStatus: 'not_required' }));
    expect(screen.queryByTestId('payment-state-badge')).not.toBeInTheDocument();
  });

  it('when the card is shown, then it names the order by its KG- number and the WhatsApp link quotes it', () => {
    card(makeOrder({ orderNumber: 'KG-10234' }));
    expect(screen.getByRole('heading', { name: 'Order KG-10234' })).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: /Ask about KG-10234 on WhatsApp/ });
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toContain('my order KG-10234.');
  });
});

describe('uploading a new proof from the orders list', () => {
  afterEach(() => window.localStorage.clear());

  function renderRejected(upload: () => unknown) {
    const shopper = signIn(makeUser());
    const order = online({ id: 'b1c2d3e4-0000-4000-8000-000000000001', paymentStatus: 'rejected', paymentRejectReason: 'Blurry screenshot' });
    return mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: shopper }),
      '/api/orders/get': () => ({ success: true, orders: [order] }),
      '/api/checkout/upload-proof': upload,
    });
  }

  it('when a new screenshot is picked, then it is sent for that order and the upload is confirmed', async () => {
    const fetchMock = renderRejected(() => ({ success: true, message: MESSAGES.checkout.proofUploaded }));
    renderWithProviders(<OrdersList />);
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Upload a new payment proof');
    await user.upload(picker, new File([new Uint8Array(1000)], 'receipt.png', { type: 'image/png' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.checkout.proofUploaded));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/checkout/upload-proof')) as unknown as [string, RequestInit];
    expect((sent[1].body as FormData).get('orderId')).toBe('b1c2d3e4-0000-4000-8000-000000000001');
  });

  it('when the file is not an image or too big, then it is refused on the spot and nothing is sent', async () => {
    const fetchMock = renderRejected(() => jsonResponse({ success: false }, 500));
    renderWithProviders(<OrdersList />);
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Upload a new payment proof');
    await user.upload(picker, new File([new Uint8Array(300 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkout.proofFileSize);
    await user.upload(picker, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.checkout.proofFileType);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('upload-proof'))).toBe(false);
  });
});

describe('the tracking link', () => {
  afterEach(() => window.localStorage.clear());

  function openTracking(order: Order) {
    const shopper = signIn(makeUser());
    mockFetch({ '/api/auth/is-auth': () => ({ success: true, user: shopper }), '/api/orders/get': () => ({ success: true, orders: [order] }) });
    renderWithProviders(<OrdersList />);
  }

  it('when the courier takes the id in its URL (Pakistan Post), then Track lands on its page with the id filled in', async () => {
    const user = userEvent.setup();
    openTracking(makeOrder({ status: 'shipped', trackingId: 'VPL11064692', shippingMethod: 'pakistan_post' }));
    await user.click(await screen.findByRole('button', { name: 'Order Track Id' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Track Id' });
    expect(within(dialog).getByRole('link', { name: /Track on Pakistan Post/ })).toHaveAttribute(
      'href',
      'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=VPL11064692',
    );
    expect(within(dialog).queryByRole('button', { name: 'Copy tracking ID' })).not.toBeInTheDocument();
  });

  it("when the courier's site cannot take the id (Leopard), then 'Copy tracking ID' copies it and says to paste it there", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openTracking(makeOrder({ status: 'shipped', trackingId: 'LE7788', shippingMethod: 'leopard' }));
    await user.click(await screen.findByRole('button', { name: 'Order Track Id' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Track Id' });
    expect(within(dialog).getByRole('link', { name: /Open Leopard Courier tracking/ })).toHaveAttribute('href', 'https://www.leopardscourier.com/tracking');

    await user.click(within(dialog).getByRole('button', { name: 'Copy tracking ID' }));
    expect(writeText).toHaveBeenCalledWith('LE7788');
    expect(screen.getByTestId('toast')).toHaveTextContent("Tracking ID copied to clipboard! Paste it on the courier's tracking page.");
  });

  it('when copying fails, then the failure is toasted', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    openTracking(makeOrder({ status: 'shipped', trackingId: 'TRX-1', shippingMethod: 'trax' }));
    await user.click(await screen.findByRole('button', { name: 'Order Track Id' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy tracking ID' }));
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.tracking.copyFailed);
  });
});
