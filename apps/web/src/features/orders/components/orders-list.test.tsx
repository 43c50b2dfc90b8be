import { MESSAGES, type Order } from '@bookstore/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeOrder, makeUser, signIn } from '@/test/shopper';
import { OrderCard } from './order-card';
import { OrdersList } from './orders-list';

function renderList(orders: Order[] | ((url: URL) => unknown)) {
  const shopper = signIn(makeUser());
  mockFetch({
    '/api/auth/is-auth': () => ({ success: true, user: shopper }),
    '/api/orders/get': typeof orders === 'function' ? orders : () => ({ success: true, orders }),
  });
  return renderWithProviders(<OrdersList />);
}

describe('OrderCard', () => {
  it.each([
    ['pending', 'Your order is pending confirmation.', 'PENDING'],
    ['shipped', 'Your order has been shipped.', 'SHIPPED'],
    ['out_for_delivery', 'Your order is out for delivery.', 'OUT FOR DELIVERY'],
    ['partially_refunded', 'Your order has been partially refunded.', 'PARTIALLY REFUNDED'],
    ['lost_in_space', 'Your order status is unknown.', 'LOST IN SPACE'],
  ])('when the status is %s, then the card says "%s" with the badge %s', (status, message, badge) => {
    renderWithProviders(<OrderCard order={makeOrder({ status: status as Order['status'] })} onDetails={jest.fn()} onTrack={jest.fn()} />);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('order-status-badge')).toHaveTextContent(badge);
  });

  it('when an order has 5 books, then the first 2 show with "+3 more items", and Buy Again opens the first book', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ productId: id, quantity: 1, price: 100, format: '', product: { name: `Book ${id}`, image: '' } }));
    renderWithProviders(<OrderCard order={makeOrder({ items, totalPrice: 609 })} onDetails={jest.fn()} onTrack={jest.fn()} />);

    expect(screen.getByText('Book a')).toBeInTheDocument();
    expect(screen.getByText('Book b')).toBeInTheDocument();
    expect(screen.queryByText('Book c')).not.toBeInTheDocument();
    expect(screen.getByText('+3 more items')).toBeInTheDocument();
    expect(screen.getByText('Rs. 609.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Again' })).toHaveAttribute('href', '/product/a');
  });
});

describe('OrdersList', () => {
  afterEach(() => window.localStorage.clear());

  it('when an order has no tracking id yet, then Order Track Id shows the info toast instead of a dialog', async () => {
    const user = userEvent.setup();
    renderList([makeOrder({ trackingId: null, shippingMethod: 'tcs' })]);

    await user.click(await screen.findByRole('button', { name: 'Order Track Id' }));

    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.tracking.notAdded);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the tracking id and courier are known, then the dialog names the courier, links it and copies the id', async () => {
    const user = userEvent.setup();
    // after setup, which puts its own clipboard stub in place
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderList([makeOrder({ status: 'shipped', trackingId: 'TCS-778899', shippingMethod: 'tcs' })]);

    await user.click(await screen.findByRole('button', { name: 'Order Track Id' }));
    const dialog = screen.getByRole('dialog', { name: 'Order Track Id' });
    expect(dialog).toHaveTextContent('TCS');
    expect(within(dialog).getByRole('link', { name: /Track on TCS/ })).toHaveAttribute('href', 'https://www.tcsexpress.com/track/TCS-778899');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith('TCS-778899');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.tracking.copied);
  });

  it('when the orders cannot be fetched, then "Failed to fetch orders" is toasted and the empty state shows', async () => {
    renderList(() => jsonResponse({ success: false }, 500));

    expect(await screen.findByRole('heading', { name: MESSAGES.empty.noOrders })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.orders.fetchFailed);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/collections');
  });

  it('when Details is pressed, then a dialog lists every book, the address and the totals', async () => {
    const user = userEvent.setup();
    renderList([makeOrder()]);

    await user.click(await screen.findByRole('button', { name: 'Details' }));

    const dialog = screen.getByRole('dialog', { name: 'Order KG-10001' });
    expect(dialog).toHaveTextContent('Diwan-e-Ghalib');
    expect(dialog).toHaveTextContent('Karachi');
    expect(dialog).toHaveTextContent('Cash on Delivery');
    expect(dialog).toHaveTextContent('Rs. 2,649.00');
  });

  it('when there are more orders than one page, then Load older orders brings the next page below and then disappears', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 12 }, (_, index) => makeOrder({ id: `order-${index + 1}`, orderNumber: `KG-${10001 + index}` }));
    renderList((url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return { success: true, orders: all.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: 12, pages: Math.ceil(12 / limit) } };
    });

    const cards = () => screen.getAllByRole('heading', { name: /^Order KG-/ }).map((heading) => heading.textContent);
    await screen.findByText('Order KG-10010');
    expect(cards()).toEqual(all.slice(0, 10).map((order) => `Order ${order.orderNumber}`));
    await user.click(screen.getByRole('button', { name: 'Load older orders' }));

    await screen.findByText('Order KG-10012');
    expect(cards()).toEqual(all.map((order) => `Order ${order.orderNumber}`));
    expect(screen.queryByRole('button', { name: 'Load older orders' })).not.toBeInTheDocument();
  });
});
