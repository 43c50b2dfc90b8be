import { GUEST_WISHLIST_MAX, MESSAGES, type Product } from '@bookstore/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeUser, signIn } from '@/test/shopper';
import { useIsWishlisted, useToggleWishlist, useWishlist } from './use-wishlist';

function Heart({ product }: { product: Product }) {
  const toggle = useToggleWishlist();
  const saved = useIsWishlisted(product.id);
  const { productIds } = useWishlist();
  return (
    <>
      <button type="button" aria-pressed={saved} onClick={() => void toggle(product)}>
        Heart
      </button>
      <output data-testid="ids">{productIds.join(',')}</output>
    </>
  );
}

const stored = () => JSON.parse(window.localStorage.getItem('localWishlist') ?? '[]') as string[];

describe('useToggleWishlist', () => {
  afterEach(() => window.localStorage.clear());

  it('when a guest toggles a book twice, then it is saved and then removed with "Removed from wishlist"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Heart product={makeProduct({ id: 'b1' })} />);

    await user.click(screen.getByRole('button', { name: 'Heart' }));
    expect(stored()).toEqual(['b1']);
    expect(screen.getByRole('button', { name: 'Heart' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Heart' }));
    expect(stored()).toEqual([]);
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.wishlist.removed);
  });

  it('when a guest wishlist already holds 10 books, then an 11th is refused with "Wishlist is full"', async () => {
    const full = Array.from({ length: GUEST_WISHLIST_MAX }, (_, index) => `saved-${index}`);
    window.localStorage.setItem('localWishlist', JSON.stringify(full));
    const user = userEvent.setup();
    renderWithProviders(<Heart product={makeProduct({ id: 'one-more' })} />);

    await user.click(screen.getByRole('button', { name: 'Heart' }));

    expect(stored()).toEqual(full);
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.wishlist.full);
  });

  it('when a signed-in removal fails, then the book comes back and "Failed to remove from wishlist" is toasted', async () => {
    const shopper = signIn(makeUser());
    const book = makeProduct({ id: 'b9' });
    let answer: (value: unknown) => void = () => undefined;
    mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: shopper }),
      [`/api/wishlist/get/${shopper.id}`]: () => ({ success: true, wishlist: { items: [{ productId: 'b9', product: book }] } }),
      '/api/wishlist/remove': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<Heart product={book} />);
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('b9'));

    await user.click(screen.getByRole('button', { name: 'Heart' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toBeEmptyDOMElement());
    await act(async () => answer(jsonResponse({ success: false }, 503)));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.wishlist.removeFailed));
    expect(screen.getByTestId('ids')).toHaveTextContent('b9');
  });
});
