import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCounts, makeOrderSummary, renderAdmin } from '../test-utils';

const pagination = (total: number) => ({ page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) });

describe('OrdersPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when orders come back, then each is a row linking to its detail, and each status tab shows its count', async () => {
    const orders = [
      makeOrderSummary(),
      makeOrderSummary({
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        orderNumber: 'KG-10235',
        shortId: 'A1B2C3D4',
        customerName: 'Ayesha Malik',
        status: 'shipped',
        paymentMethod: 'cod',
        onlinePaymentOption: null,
        proofWaiting: false,
        shippingMethod: 'tcs',
        trackingId: 'TCS-778899',
      }),
    ];
    renderAdmin('/admin/orders', {
      routes: { '/api/admin/orders': () => ({ success: true, orders, pagination: pagination(2), counts: makeCounts({ all: 2, pending: 1, shipped: 1 }) }) },
    });

    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'KG-10234' })).toHaveAttribute('href', '/admin/orders/5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0');
    expect(rows[0]).toHaveTextContent('Hamza Khan');
    expect(rows[0]).toHaveTextContent('Rs. 2,649.00');
    expect(rows[0]).toHaveTextContent('Proof waiting');
    expect(within(rows[0]!).getByTestId('admin-status-badge')).toHaveTextContent('PENDING');
    expect(rows[1]).toHaveTextContent('Cash on Delivery');
    expect(rows[1]).toHaveTextContent('TCS');
    expect(rows[1]).toHaveTextContent('TCS-778899');

    const tabs = screen.getByRole('navigation', { name: 'Order status' });
    expect(within(tabs).getByRole('link', { name: 'All 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Pending 1' })).toHaveAttribute('href', '/admin/orders?status=pending');
    expect(within(tabs).getByRole('link', { name: 'Shipped 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Cancelled 0' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('when a tab is chosen and the search typed, then both go into the address and the query', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/orders?paymentMethod=online', {
      routes: { '/api/admin/orders': () => ({ success: true, orders: [makeOrderSummary()], pagination: pagination(1), counts: makeCounts({ all: 1, pending: 1 }) }) },
    });

    await user.click(await screen.findByRole('link', { name: 'Pending 1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'hamza{Enter}');

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/orders?paymentMethod=online&status=pending&search=hamza'));
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ paymentMethod: 'online', status: 'pending', search: 'hamza', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('online');
  });

  it('when no order matches, then an empty state offers to show all orders', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/orders?status=refunded', {
      routes: { '/api/admin/orders': () => ({ success: true, orders: [], pagination: pagination(0), counts: makeCounts() }) },
    });

    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText('No order matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/admin\/orders$/));
  });

  it('when the orders cannot be loaded, then the error is shown with a Retry button', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderAdmin('/admin/orders', {
      routes: {
        '/api/admin/orders': () =>
          failing
            ? { ok: false, status: 500, json: async () => ({ success: false, message: 'An unexpected error occurred' }) }
            : { success: true, orders: [makeOrderSummary()], pagination: pagination(1), counts: makeCounts({ all: 1, pending: 1 }) },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Could not load the orders' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'KG-10234' })).toBeInTheDocument();
  });
});
