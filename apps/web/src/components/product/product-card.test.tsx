import { GUEST_WISHLIST_MAX, MESSAGES, TIMINGS } from '@bookstore/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('when a book is shown, then it links to its page with its price in rupees', () => {
    const product = makeProduct({ id: 'abc', name: 'Aangan', price: 1250, category: 'Urdu Novels' });
    renderWithProviders(<ProductCard product={product} />);

    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/abc');
    expect(screen.getByRole('heading', { name: 'Aangan' })).toBeInTheDocument();
    expect(screen.getByText('Urdu Novels')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,250.00')).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Aangan' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
  });

  it('when the original price is higher, then it is shown struck through', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 900, originalPrice: 1200 })} />);

    const original = screen.getByText('Rs. 1,200.00', { exact: false });
    expect(original.closest('del')).not.toBeNull();
    expect(screen.getByText('Rs. 900.00')).toBeInTheDocument();
  });

  it('when the original price is not higher, then no struck price is shown', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ price: 900, originalPrice: 900 })} />);

    expect(container.querySelector('del')).toBeNull();
  });

  it('when a book is a bestseller and out of stock, then both badges show', () => {
    renderWithProviders(<ProductCard product={makeProduct({ bestseller: true, inStock: false })} />);

    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('when a book has no badge, then its cover carries no badge box', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ bestseller: false, inStock: true })} />);

    expect(container.querySelector('.product-card__badges')).toBeNull();
  });

  it('when a book is out of stock, then its cart button reads "Out of Stock" and cannot be pressed', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Gone', inStock: false })} />);

    const button = screen.getByRole('button', { name: /Out of Stock/ });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('when a book has a card-sized copy of its cover, then the card loads that one', () => {
    const product = makeProduct({ name: 'Small cover', image: ['/uploads/covers/a-page.webp'], thumbnails: ['/uploads/covers/a-card.webp'] });
    renderWithProviders(<ProductCard product={product} />);

    expect(screen.getByRole('img', { name: 'Small cover' })).toHaveAttribute('src', '/uploads/covers/a-card.webp');
  });

  it('when the API lists the copies of an uploaded cover, then the card offers them by width for the grid slot', () => {
    const product = makeProduct({
      name: 'Raster',
      image: ['/uploads/covers/a-page.webp'],
      thumbnails: ['/uploads/covers/a-card.webp'],
      imageVariants: [
        [
          { url: '/uploads/covers/a-card.webp', width: 320 },
          { url: '/uploads/covers/a-mid.webp', width: 480 },
          { url: '/uploads/covers/a-page.webp', width: 800 },
        ],
      ],
    });
    renderWithProviders(<ProductCard product={product} />);

    const cover = screen.getByRole('img', { name: 'Raster' });
    expect(cover).toHaveAttribute('src', '/uploads/covers/a-card.webp');
    expect(cover).toHaveAttribute('srcset', '/uploads/covers/a-card.webp 320w, /uploads/covers/a-mid.webp 480w, /uploads/covers/a-page.webp 800w');
    expect(cover.getAttribute('sizes')).toMatch(/50vw$/);
    expect(cover).toHaveAttribute('width', '300');
    expect(cover).toHaveAttribute('height', '400');
  });

  it('when a cover is an SVG with no copies, then the card has no srcset and loads the SVG', () => {
    const product = makeProduct({ name: 'Demo', image: ['/covers/demo.svg'], thumbnails: ['/covers/demo.svg'], imageVariants: [[]] });
    renderWithProviders(<ProductCard product={product} />);

    const cover = screen.getByRole('img', { name: 'Demo' });
    expect(cover).toHaveAttribute('src', '/covers/demo.svg');
    expect(cover).not.toHaveAttribute('srcset');
    expect(cover).not.toHaveAttribute('sizes');
  });

  it('when a raster cover fails to load, then the placeholder shows without the srcset', () => {
    const product = makeProduct({
      name: 'Broken',
      image: ['/uploads/covers/b-page.webp'],
      thumbnails: ['/uploads/covers/b-card.webp'],
      imageVariants: [[{ url: '/uploads/covers/b-card.webp', width: 320 }, { url: '/uploads/covers/b-page.webp', width: 800 }]],
    });
    renderWithProviders(<ProductCard product={product} />);

    const cover = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', '/placeholder-book.svg');
    expect(cover).not.toHaveAttribute('srcset');
  });

  it('when a book has no card-sized copy, then the card loads its cover', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Only cover', image: ['/uploads/covers/b.svg'], thumbnails: [] })} />);

    expect(screen.getByRole('img', { name: 'Only cover' })).toHaveAttribute('src', '/uploads/covers/b.svg');
  });

  it('when the cover fails to load, then the placeholder cover is shown', async () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Lost cover' })} />);
    const cover = screen.getByRole('img', { name: 'Lost cover' });

    fireEvent.error(cover);

    expect(await screen.findByRole('img', { name: 'Lost cover' })).toHaveAttribute('src', '/placeholder-book.svg');
  });
});

describe('ProductCard actions', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it('when a book has formats, then its first one is chosen from the start and one tap adds it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={makeProduct({ id: 'b-3', name: 'Aangan', sizes: ['Paperback', 'Hardcover'] })} />);

    expect(screen.getByRole('radio', { name: 'Paperback' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hardcover' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));

    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.added);
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([
      expect.objectContaining({ productId: 'b-3', format: 'Paperback', quantity: 1 }),
    ]);
  });

  it('when a book comes in one format only, then that format is chosen and Add to Cart works at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={makeProduct({ id: 'b-4', name: 'The Old Man and the Sea', sizes: ['Paperback'] })} />);

    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));

    expect(screen.getByTestId('toast')).not.toHaveTextContent(MESSAGES.cart.selectFormat);
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([expect.objectContaining({ productId: 'b-4', format: 'Paperback' })]);
  });

  it('when a format chip is chosen and the book added, then the guest cart has it and the button reads "Added!" for 1 second', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ProductCard product={makeProduct({ id: 'b-1', name: 'Aangan', sizes: ['Paperback', 'Hardcover'] })} />);

    await user.click(screen.getByRole('radio', { name: 'Hardcover' }));
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));

    expect(await screen.findByRole('button', { name: /Added!/ })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.cart.added);
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([
      expect.objectContaining({ productId: 'b-1', format: 'Hardcover', quantity: 1 }),
    ]);
    act(() => jest.advanceTimersByTime(TIMINGS.addedBadgeMs));
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
  });

  it('when the heart is pressed by a guest, then the book is saved locally, and pressed again it is removed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={makeProduct({ id: 'b-2', name: 'Peer-e-Kamil' })} />);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Peer-e-Kamil' }));
    expect(JSON.parse(window.localStorage.getItem('localWishlist') ?? '[]')).toEqual(['b-2']);
    expect(screen.getByRole('button', { name: 'Remove from wishlist: Peer-e-Kamil' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove from wishlist: Peer-e-Kamil' }));
    expect(window.localStorage.getItem('localWishlist')).toBeNull();
  });

  it('when a guest wishlist already holds 10 books, then the heart says "Wishlist is full"', async () => {
    window.localStorage.setItem('localWishlist', JSON.stringify(Array.from({ length: GUEST_WISHLIST_MAX }, (_, i) => `w-${i}`)));
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={makeProduct({ id: 'b-3', name: 'Raja Gidh' })} />);

    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Raja Gidh' }));

    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.wishlist.full);
    expect(JSON.parse(window.localStorage.getItem('localWishlist') ?? '[]')).toHaveLength(GUEST_WISHLIST_MAX);
  });

  it('when a card shows its default actions, then its chips and Add to Cart sit in the card\'s one actions box', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ name: 'Boxed', sizes: ['Paperback'] })} />);

    const box = container.querySelector('.product-card__actions');
    expect(box).toHaveClass('card-actions');
    expect(box?.querySelector(':scope > fieldset')).not.toBeNull();
    expect(box?.querySelector(':scope > button')).toHaveAccessibleName(/Add to Cart/);
  });

  it('when a card shows its heart, then the heart is the button itself in the cover\'s corner, in no box of its own', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Cornered' })} />);

    const heart = screen.getByRole('button', { name: 'Add to wishlist: Cornered' });
    expect(heart).toHaveClass('wishlist-heart', 'product-card__heart');
    expect(heart.parentElement).toHaveClass('product-card');
  });

  it('when a card shows Add to Cart, then the button is named with the book and holds its text alone, with no hidden element', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Named' })} />);

    const button = screen.getByRole('button', { name: 'Add to Cart: Named' });
    expect(button).toHaveTextContent(/^Add to Cart$/);
    expect(button.children).toHaveLength(0);
  });

  it('when another feature passes its own actions, then they replace the defaults and no heart is shown', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Own' })} actions={<button type="button">Custom</button>} />);

    expect(screen.getByRole('button', { name: 'Custom' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
  });
});
