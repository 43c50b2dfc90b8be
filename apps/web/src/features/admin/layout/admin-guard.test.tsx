import { screen, within } from '@testing-library/react';
import { makeUser } from '@/test/helpers';
import { makeCounts, renderAdmin } from '../test-utils';

const emptyDashboard = {
  success: true,
  dashboard: {
    today: { orders: 0, revenue: 0 },
    last7Days: { orders: 0, revenue: 0 },
    last30Days: { orders: 0, revenue: 0 },
    pendingOrders: 0,
    proofsWaiting: 0,
    lowStockCount: 0,
    outOfStockCount: 0,
    lowStock: [],
    daily: [],
  },
};

describe('AdminGuard', () => {
  afterEach(() => window.localStorage.clear());

  it('when a customer opens /admin, then a not-allowed page is shown and no admin data is asked for', async () => {
    const { fetchMock } = renderAdmin('/admin/orders', { user: makeUser({ role: 'customer' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to store' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/'))).toBe(false);
  });

  it('when nobody is signed in, then /admin sends them to the login page, which brings them back', async () => {
    renderAdmin('/admin/orders?status=pending', { user: null });

    expect(await screen.findByTestId('path')).toHaveTextContent(`/login?redirect=${encodeURIComponent('/admin/orders?status=pending')}`);
  });

  it('when an admin opens /admin, then the back-office layout with its sections and the dashboard is shown', async () => {
    renderAdmin('/admin', {
      routes: { '/api/admin/dashboard': () => emptyDashboard, '/api/admin/orders': () => ({ success: true, orders: [], counts: makeCounts() }) },
    });

    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const name of ['Dashboard', 'Orders', 'Products', 'Banners', 'Customers', 'Settings']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Back to store/ })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Orders waiting')).toBeInTheDocument();
  });
});
