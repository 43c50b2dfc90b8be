import { MESSAGES, QUANTITY_MAX } from '@bookstore/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeCartItem, makeUser, signIn } from '@/test/shopper';
import { useAddToCart, useCart, type AddToCartInput } from './use-cart';

const product = makeProduct({ id: 'book-7', name: 'Aag ka Darya', price: 900, sizes: ['Paperback', 'Hardcover'] });

function AddButton({ input }: { input: AddToCartInput }) {
  const addToCart = useAddToCart();
  const { items, isLoading } = useCart();
  return (
    <>
      <button type="button" onClick={() => void addToCart(input)}>
        Add
      </button>
      <output data-testid="lines">{isLoading ? 'loading' : items.map((line) => `${line.productId}/${line.format}:${line.quantity}`).join(',')}</output>
    </>
  );
}

const storedCart = () => JSON.parse(window.localStorage.getItem('localCart') ?? '[]') as { productId: string; quantity: number; name: string }[];

describe('useAddToCart', () => {
  afterEach(() => window.localStorage.clear());

  it('when a guest adds the same book and format twice, then one line holds the summed quantity with its details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddButton input={{ product, format: 'Paperback', quantity: 3 }} />);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(storedCart()).toEqual([
      expect.objectContaining({ productId: 'book-7', format: 'Paperback', quantity: 6, name: 'Aag ka Darya', price: 900, category: product.category }),
    ]);
    expect(screen.getByTestId('lines')).toHaveTextContent('book-7/Paperback:6');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.added);
  });

  it('when a guest adds past 10, then the line stops at 10 and a further add says the maximum is reached', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddButton input={{ product, format: 'Hardcover', quantity: 7 }} />);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(storedCart()[0]?.quantity).toBe(QUANTITY_MAX);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(storedCart()[0]?.quantity).toBe(QUANTITY_MAX);
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.maxReached);
  });

  it('when a book has formats and none is chosen, then nothing is added and "Please select a format" shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddButton input={{ product }} />);

    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(storedCart()).toEqual([]);
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.selectFormat);
  });

  it('when a signed-in add fails on the server, then the line shows at once, is rolled back and the failure is toasted', async () => {
    const shopper = signIn(makeUser());
    let answerAdd: (value: unknown) => void = () => undefined;
    const fetchMock = mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: shopper }),
      [`/api/cart/get/${shopper.id}`]: () => ({ success: true, cart: { items: [makeCartItem({ productId: 'book-1', quantity: 2 })] } }),
      '/api/cart/add': () => new Promise((resolve) => (answerAdd = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<AddButton input={{ product, format: 'Paperback', quantity: 1 }} />);
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('book-1/:2'));

    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('book-1/:2,book-7/Paperback:1'));
    await act(async () => answerAdd(jsonResponse({ success: false }, 500)));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.addFailed));
    expect(screen.getByTestId('lines')).toHaveTextContent(/^book-1\/:2$/);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const addCall = calls.find(([url]) => url.endsWith('/api/cart/add'));
    expect(JSON.parse(String(addCall?.[1].body))).toEqual({ productId: 'book-7', quantity: 1, format: 'Paperback' });
  });
});
