import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeCartItem, makeUser, signIn } from '@/test/shopper';
import { PlaceOrderPage } from './place-order-page';

const calculation = {
  success: true,
  subtotal: 2500,
  taxes: 50,
  shippingFee: 99,
  total: 2649,
  items: [{ productId: 'book-1', productName: 'Diwan-e-Ghalib', productImage: '', format: '', quantity: 2, price: 1250, originalPrice: null }],
};

function renderCheckout(processAnswer: () => unknown) {
  const shopper = signIn(makeUser());
  const fetchMock = mockFetch({
    '/api/auth/is-auth': () => ({ success: true, user: shopper }),
    [`/api/cart/get/${shopper.id}`]: () => ({ success: true, cart: { items: [makeCartItem({ quantity: 2 })] } }),
    '/api/wishlist/get/user-1': () => ({ success: true, wishlist: { items: [] } }),
    '/api/checkout/calculate': () => calculation,
    '/api/checkout/process': processAnswer,
    '/api/orders/get': () => ({ success: true, orders: [] }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/place-order" element={<PlaceOrderPage />} />
      <Route path="/cart" element={<p>Cart page</p>} />
      <Route path="/orders" element={<p>Orders page</p>} />
    </Routes>,
    { path: '/place-order' },
  );
  const requestsTo = (path: string) =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.endsWith(path)).map(([, init]) => init);
  return { requestsTo };
}

describe('PlaceOrderPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when the order is placed, then it is sent once with an Idempotency-Key, the cart empties and the thank-you overlay shows', async () => {
    window.sessionStorage.setItem('localCart', '[]');
    const { requestsTo } = renderCheckout(() => ({ success: true, order: { id: 'order-42' }, message: MESSAGES.checkout.placed }));
    const user = userEvent.setup();
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('Rs. 2,649.00');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('dialog', { name: 'Thank You for Shopping!' })).toHaveTextContent('order-42');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.checkout.placed);
    const [sent] = requestsTo('/api/checkout/process');
    const key = (sent?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(sent?.body))).toMatchObject({ paymentMethod: 'cod', items: [{ productId: 'book-1', quantity: 2, format: '' }], idempotencyKey: key });
    expect(window.sessionStorage.getItem('localCart')).toBeNull();
  });

  it('when the server refuses the order, then its message is toasted and the cart is shown again', async () => {
    renderCheckout(() => jsonResponse({ success: false, message: 'Sorry, "Diwan-e-Ghalib" is out of stock' }, 409));
    const user = userEvent.setup();
    await screen.findByTestId('summary-total');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Sorry, "Diwan-e-Ghalib" is out of stock'));
    expect(screen.getByRole('list', { name: 'Books in this order' })).toHaveTextContent('Diwan-e-Ghalib');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
