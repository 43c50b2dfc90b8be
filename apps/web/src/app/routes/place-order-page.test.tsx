import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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
    const { requestsTo } = renderCheckout(() => ({ success: true, order: { id: 'order-42', orderNumber: 'KG-10042' }, message: MESSAGES.checkout.placed }));
    const user = userEvent.setup();
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('Rs. 2,649.00');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('dialog', { name: 'Thank You for Shopping!' })).toHaveTextContent('Your order KG-10042 has been placed.');
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

  it('when a guest checks out, then the device cart goes to guest-create with the form as guest details, is cleared, and the thank-you leads to the order page', async () => {
    const { quantity: _quantity, product: _product, ...line } = makeCartItem();
    window.localStorage.setItem('localCart', JSON.stringify([{ ...line, quantity: 2 }]));
    const token = 'T'.repeat(43);
    const fetchMock = mockFetch({
      '/api/checkout/calculate': () => calculation,
      '/api/orders/guest-create': () => ({ success: true, message: MESSAGES.guest.placed, order: { id: 'order-7', orderNumber: 'KG-10007', trackingToken: token } }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/place-order" element={<PlaceOrderPage />} />
        <Route path="/track-order/:token" element={<p>Order page</p>} />
      </Routes>,
      { path: '/place-order?guest=1' },
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('Rs. 2,649.00');
    expect(screen.queryByLabelText('Save this information for next time')).not.toBeInTheDocument();
    const typeInto = async (label: string, text: string) => user.type(screen.getByLabelText(label), text);
    await typeInto('First Name', 'Ayesha');
    await typeInto('Last Name', 'Khan');
    await typeInto('Email', 'ayesha@example.com');
    await typeInto('Address', 'House 4, Street 9');
    await typeInto('City', 'Lahore');
    await typeInto('Postcode', '54000');
    await typeInto('Mobile Number', '03001234567');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank You for Shopping!' });
    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.endsWith('/api/orders/guest-create'));
    expect(JSON.parse(String(sent?.[1].body))).toMatchObject({
      guestName: 'Ayesha Khan',
      guestEmail: 'ayesha@example.com',
      guestPhone: '03001234567',
      shippingAddress: 'House 4, Street 9',
      city: 'Lahore',
      items: [{ productId: 'book-1', quantity: 2, format: '' }],
      paymentMethod: 'cod',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/checkout/process'))).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Track My Order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });

  it('when a visitor opens checkout without choosing to continue as a guest, then they are sent to log in', async () => {
    mockFetch({});
    renderWithProviders(
      <Routes>
        <Route path="/place-order" element={<PlaceOrderPage />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>,
      { path: '/place-order' },
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
