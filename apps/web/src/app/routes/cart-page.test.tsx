import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, mockFetch, storeSettingsRoute } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CartPage } from './cart-page';

function storeGuestCart(lines: object[]) {
  window.localStorage.setItem('localCart', JSON.stringify(lines));
}

const line = (productId: string, price: number, quantity: number, format = '') => ({
  productId,
  format,
  quantity,
  name: `Book ${productId}`,
  price,
  originalPrice: null,
  image: '',
  category: 'Urdu Novels',
});

describe('CartPage', () => {
  beforeEach(() => {
    mockFetch({
      '/api/products/get': () => ({
        success: true,
        products: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => makeProduct({ id, name: `Suggested ${id}` })),
        pagination: { page: 1, limit: 20, total: 6, pages: 1 },
      }),
    });
  });
  afterEach(() => window.localStorage.clear());

  it('when the cart holds books, then the summary shows subtotal, 2 % tax, 99 shipping and the total', async () => {
    storeGuestCart([line('a', 1250, 2), line('b', 499.5, 1, 'Paperback')]);

    renderWithProviders(<CartPage />);

    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Rs. 2,999.50');
    expect(screen.getByText('Tax (2%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Rs. 59.99');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Rs. 99.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Rs. 3,158.49');
    // 'You Might Also Like': 4 books, none of them already in the cart
    const grid = (await screen.findByRole('heading', { name: 'You Might Also Like' })).closest('section') as HTMLElement;
    expect(await within(grid).findAllByRole('article')).toHaveLength(4);
    expect(within(grid).queryByText('Suggested a')).not.toBeInTheDocument();
  });

  it('when the owner set 5 % tax, Rs. 150 shipping and free shipping from Rs. 3,000, then the summary follows them', async () => {
    mockFetch(
      storeSettingsRoute((settings) => {
        settings.money = { taxRatePercent: 5, shippingFee: 150, freeShippingThreshold: 3000 };
      }),
    );
    storeGuestCart([line('a', 1250, 2), line('b', 499.5, 1, 'Paperback')]);

    renderWithProviders(<CartPage />);

    expect(await screen.findByText('Tax (5%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Rs. 2,999.50');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Rs. 149.98');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Rs. 150.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Rs. 3,299.48');
  });

  it('when the subtotal reaches the free-shipping threshold, then shipping reads 0.00', async () => {
    mockFetch(
      storeSettingsRoute((settings) => {
        settings.money = { taxRatePercent: 2, shippingFee: 150, freeShippingThreshold: 2500 };
      }),
    );
    storeGuestCart([line('a', 1250, 2)]);

    renderWithProviders(<CartPage />);

    expect(await screen.findByText('Rs. 0.00', { selector: '[data-testid="summary-shipping"]' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Rs. 2,550.00');
  });

  it('when the settings cannot be read, then the compiled 2 % and Rs. 99 stay', async () => {
    const fetchMock = mockFetch({ '/api/store/settings': () => ({ ok: false, status: 500, json: async () => ({ success: false, message: 'down' }) }) });
    storeGuestCart([line('a', 1000, 1)]);

    renderWithProviders(<CartPage />);

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/store/settings'))).toBe(true));
    expect(screen.getByText('Tax (2%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Rs. 99.00');
  });

  it('when the cart is empty, then shipping and every amount read 0.00 and checkout is unavailable', () => {
    renderWithProviders(<CartPage />);

    expect(screen.getByRole('heading', { name: MESSAGES.checkout.emptyCart })).toBeInTheDocument();
    for (const id of ['summary-subtotal', 'summary-tax', 'summary-shipping', 'summary-total']) {
      expect(screen.getByTestId(id)).toHaveTextContent('Rs. 0.00');
    }
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections');
  });

  it('when the stepper is used, then minus is disabled at 1, plus at 10, and the quantity changes', async () => {
    storeGuestCart([line('a', 100, 1), line('b', 100, 10)]);
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);

    expect(screen.getByRole('button', { name: 'Decrease quantity of Book a' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Book b' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Book a' }));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Rs. 1,200.00');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.updated);

    await user.click(screen.getByRole('button', { name: 'Remove Book b from cart' }));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Rs. 200.00');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.removed);
  });

  it('when a guest proceeds to checkout, then the Log In Required dialog offers Log In and Register', async () => {
    storeGuestCart([line('a', 1250, 1)]);
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Log In Required' });
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/cart');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?redirect=/login');
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
