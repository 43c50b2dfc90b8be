import { MESSAGES, QUANTITY_MAX, TIMINGS, type Review, type User } from '@bookstore/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { makeUser } from '@/test/helpers';
import { jsonResponse, makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductPage } from './product-page';

const book = makeProduct({
  id: 'p-1',
  name: 'Diwan-e-Ghalib',
  category: 'Urdu Poetry',
  subCategory: 'Classic',
  price: 900,
  originalPrice: 1200,
  discount: 25,
  bestseller: true,
  sizes: ['Paperback', 'Hardcover'],
  details: 'Complete ghazals\nLarge, clear print',
  isbn: '9789690000001',
  date: Date.UTC(1924, 8, 1),
  rating: 4.4,
  reviewCount: 5,
});

const review = (i: number): Review => ({
  id: `r-${i}`,
  rating: 4,
  comment: `Comment ${i}`,
  createdAt: new Date(Date.UTC(2025, 0, 10 - i)).toISOString(),
  user: { name: `Reader${i}`, lastName: 'Khan', profilePicture: null },
});

function Location() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname}</output>;
}

function setup({ product = book, related = [makeProduct({ name: 'Bang-e-Dra' })], fake = false, shopper = null as User | null } = {}) {
  if (shopper) window.localStorage.setItem('user', JSON.stringify(shopper));
  const fetchMock = mockFetch({
    '/api/reviews/add': () => ({ success: true, message: MESSAGES.reviews.submitted }),
    [`/api/products/${product.id}`]: () => ({ success: true, product }),
    [`/api/products/${product.id}/related`]: () => ({ success: true, products: related }),
    [`/api/reviews/product/${product.id}`]: () => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
      const page = Number(url.searchParams.get('page'));
      const all = [1, 2, 3, 4, 5].map(review);
      return { success: true, reviews: all.slice((page - 1) * 3, page * 3), pagination: { page, limit: 3, total: 5, pages: 2 }, averageRating: 4.4 };
    },
    '/api/auth/is-auth': () => (shopper ? { success: true, user: shopper } : jsonResponse({ success: false, message: MESSAGES.session.notAuthenticated }, 401)),
  });
  if (fake) jest.useFakeTimers();
  const user = userEvent.setup(fake ? { advanceTimers: jest.advanceTimersByTime } : {});
  renderWithProviders(
    <Routes>
      <Route path="/product/:productId" element={<ProductPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { path: `/product/${product.id}` },
  );
  return { user, fetchMock };
}

/**
 * A stand-in IntersectionObserver the test drives: `report(selector, visible)` tells the observer
 * watching the element matching `selector` that it came into view or left it.
 */
function installFakeIntersectionObserver() {
  type Watch = { callback: IntersectionObserverCallback; target?: Element; self: IntersectionObserver };
  let watches: Watch[] = [];
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    watches = [];
    globalThis.IntersectionObserver = class {
      private readonly watch: Watch;
      constructor(callback: IntersectionObserverCallback) {
        this.watch = { callback, self: this as unknown as IntersectionObserver };
        watches.push(this.watch);
      }
      observe(target: Element) {
        this.watch.target = target;
      }
      disconnect() {
        watches = watches.filter((watch) => watch !== this.watch);
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });
  return {
    report(selector: string, visible: boolean) {
      const watch = watches.find((w) => w.target?.matches(selector));
      if (!watch) throw new Error(`nothing watches ${selector}`);
      act(() => watch.callback([{ isIntersecting: visible, target: watch.target } as IntersectionObserverEntry], watch.self));
    },
    isWatched: (selector: string) => watches.some((w) => w.target?.matches(selector)),
  };
}

describe('ProductPage', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it('when the book loads, then breadcrumb, badges, price with OFF, tabs and related books show', async () => {
    setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');
    expect(screen.getByText('BESTSELLER')).toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,200.00', { exact: false }).closest('del')).not.toBeNull();
    expect(screen.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Large, clear print')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reviews (5)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bang-e-Dra' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(max-width: 639px) and (max-height: 1000px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('when the book first renders, then it shows the book alone; the tabs and related books below the screen follow, usable', async () => {
      const { user } = setup();

      expect(await screen.findByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();

      await user.click(await screen.findByRole('tab', { name: 'Specifications' }));
      expect(within(screen.getByRole('tabpanel', { name: 'Specifications' })).getByText('9789690000001')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Bang-e-Dra' })).toBeInTheDocument();
    });
  });

  it('when a wide or tall screen may show the tabs at once, then they are in the book\'s first render', async () => {
    setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Related Products' })).toBeInTheDocument();
  });

  it('when the Specifications tab is opened, then author, ISBN, language, publication date and formats show', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Specifications' }));

    const panel = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(within(panel).getByText('9789690000001')).toBeInTheDocument();
    expect(within(panel).getByText('1 September 1924')).toBeInTheDocument();
    expect(within(panel).getByText('Paperback, Hardcover')).toBeInTheDocument();
  });

  it('when the quantity reaches 10, then plus is disabled and "Max quantity reached" shows; minus is disabled at 1', async () => {
    const { user } = setup();
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    for (let i = 1; i < QUANTITY_MAX; i += 1) await user.click(plus);

    expect(plus).toBeDisabled();
    expect(screen.getByText(MESSAGES.cart.maxReached)).toBeInTheDocument();
  });

  it('when the page opens, then the first format is chosen; another format and quantity are added as chosen', async () => {
    const { user } = setup();
    const add = await screen.findByRole('button', { name: /Add to Cart/ });
    const [first] = screen.getAllByRole('radio');
    expect(first).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Hardcover' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(add);
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([
      expect.objectContaining({ productId: 'p-1', format: 'Hardcover', quantity: 3 }),
    ]);
  });

  it('when the shopper opens a related book whose answer is still on its way, then the loading page shows, never the previous book', async () => {
    const next = makeProduct({ id: 'p-2', name: 'Bang-e-Dra' });
    const { user, fetchMock } = setup({ related: [next] });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fetchMock.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
    fetchMock.mockImplementation(async (input) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/products/p-2') return answer(input);
      await gate;
      return jsonResponse({ success: true, product: next });
    });
    await screen.findByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' });
    const related = screen.getByRole('region', { name: 'Related Products' });
    await user.click((await within(related).findAllByRole('link', { name: /Bang-e-Dra/ }))[0] as HTMLElement);

    expect(await screen.findByText('Loading book…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' })).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bang-e-Dra' })).toBeInTheDocument();
  });

  describe('the related books', () => {
    const screenWatch = installFakeIntersectionObserver();

    it('when the related section is still far below the screen, then its books are not asked for; when it nears the screen, then they load and show', async () => {
      const { fetchMock } = setup();
      await screen.findByRole('heading', { level: 1, name: 'Diwan-e-Ghalib' });
      const relatedCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/related'));
      const section = screen.getByRole('region', { name: 'Related Products' });
      expect(within(section).getByRole('status')).toHaveTextContent('Loading related books…');
      expect(relatedCalls()).toHaveLength(0);
      // nothing is loading yet: the placeholder stands still (no shimmer restyling it in every frame)
      expect(section.querySelector('.product-grid--still')).not.toBeNull();

      screenWatch.report('.related', false);
      expect(relatedCalls()).toHaveLength(0);
      screenWatch.report('.related', true);
      expect(await within(section).findByText('Bang-e-Dra')).toBeInTheDocument();
      expect(relatedCalls()).toHaveLength(1);
      expect(screenWatch.isWatched('.related')).toBe(false);
    });
  });

  describe('the buy bar', () => {
    const screenWatch = installFakeIntersectionObserver();
    /** `report(false)` scrolls the page's own buttons away, `report(true)` back into view. */
    const report = (visible: boolean) => screenWatch.report('.purchase__buttons', visible);

    it('when the page\'s Add to Cart is in view, then no bar shows; when it scrolls away, then the bar shows the price and adds the chosen format and quantity', async () => {
      const { user } = setup();
      await screen.findByRole('button', { name: 'Add to Cart' });
      report(true);
      expect(screen.queryByRole('region', { name: 'Buy this book' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Hardcover' }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      report(false);
      const bar = screen.getByRole('region', { name: 'Buy this book' });
      expect(within(bar).getByText('Rs. 900.00')).toBeInTheDocument();
      expect(within(bar).getByText('Rs. 1,200.00')).toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: /^Add to Cart\s*: Diwan-e-Ghalib$/ }));
      expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([
        expect.objectContaining({ productId: 'p-1', format: 'Hardcover', quantity: 2 }),
      ]);

      report(true);
      expect(screen.queryByRole('region', { name: 'Buy this book' })).not.toBeInTheDocument();
    });

    it('when the book is out of stock, then the bar\'s button is disabled too', async () => {
      setup({ product: makeProduct({ id: 'p-2', name: 'Gone', inStock: false, sizes: ['Paperback'] }) });
      await screen.findByRole('heading', { level: 1, name: 'Gone' });
      report(false);
      expect(within(screen.getByRole('region', { name: 'Buy this book' })).getByRole('button')).toBeDisabled();
    });
  });

  it('when the wishlist button is pressed, then its label turns to "Remove from wishlist"', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when the cover is clicked, then it zooms 1.5 times around the pointer; Escape zooms out', async () => {
    setup();
    const stage = await screen.findByRole('button', { name: 'Zoom into the cover' });
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400, right: 200, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });

    fireEvent.click(stage, { clientX: 50, clientY: 300 });

    const image = screen.getByTestId('gallery-image');
    expect(image.style.transform).toBe('scale(1.5)');
    expect(image.style.transformOrigin).toBe('25% 75%');
    fireEvent.keyDown(stage, { key: 'Escape' });
    expect(image.style.transform).toBe('');
  });

  it('when the API lists the copies of an uploaded cover, then the page cover offers them by width; a second SVG cover has none', async () => {
    const variants = [
      { url: '/uploads/covers/c-card.webp', width: 320 },
      { url: '/uploads/covers/c-mid.webp', width: 480 },
      { url: '/uploads/covers/c-page.webp', width: 800 },
    ];
    const product = makeProduct({ id: 'p-2', image: ['/uploads/covers/c-page.webp', '/covers/back.svg'], thumbnails: ['/uploads/covers/c-card.webp'], imageVariants: [variants, []] });
    const { user } = setup({ product });

    const image = await screen.findByTestId('gallery-image');
    expect(image).toHaveAttribute('src', '/uploads/covers/c-page.webp');
    expect(image).toHaveAttribute('srcset', '/uploads/covers/c-card.webp 320w, /uploads/covers/c-mid.webp 480w, /uploads/covers/c-page.webp 800w');
    expect(image).toHaveAttribute('sizes');
    await user.click(screen.getByRole('button', { name: 'Cover 2 of 2' }));
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('src', '/covers/back.svg');
    expect(screen.getByTestId('gallery-image')).not.toHaveAttribute('srcset');
  });

  it('when the cover fails to load, then the placeholder is shown', async () => {
    setup();
    fireEvent.error(await screen.findByTestId('gallery-image'));
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('src', '/placeholder-book.svg');
  });

  it('when the Reviews tab is opened by a guest, then 3 reviews show, Load More adds the rest, and a login prompt replaces the form', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Reviews (5)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (5)' });

    expect(await within(panel).findByText('Comment 1')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByText(MESSAGES.reviews.loginRequired, { exact: false })).toBeInTheDocument();
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    expect(await within(panel).findByText('Comment 5')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('when there are no related books, then "No related products available." shows', async () => {
    setup({ related: [] });
    expect(await screen.findByText(MESSAGES.empty.noRelated)).toBeInTheDocument();
  });

  it('when the book does not exist, then "Product Not Found" shows with the toast, and the page moves to /collections', async () => {
    mockFetch({});
    jest.useFakeTimers();
    renderWithProviders(
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
        <Route path="*" element={<Location />} />
      </Routes>,
      { path: '/product/missing' },
    );

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute('href', '/collections');
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.product.notFound);
    act(() => jest.advanceTimersByTime(TIMINGS.toastMs));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/collections'));
  });
});

describe('ProductPage reviews for a signed-in shopper', () => {
  afterEach(() => window.localStorage.clear());

  it('when signed in, then the review form sends the rating and comment and thanks the shopper', async () => {
    const { user, fetchMock } = setup({ shopper: makeUser() });

    await user.click(await screen.findByRole('tab', { name: /Reviews/ }));
    const panel = screen.getByRole('tabpanel', { name: /Reviews/ });
    await user.click(await within(panel).findByRole('button', { name: 'Submit Review' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES.reviews.ratingRange);

    await user.click(within(panel).getByRole('radio', { name: '4 stars' }));
    await user.type(within(panel).getByLabelText('Your review (optional)'), 'Beautiful print');
    await user.click(within(panel).getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.reviews.submitted));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/reviews/add') as unknown[] | undefined;
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ rating: 4, comment: 'Beautiful print', productId: 'p-1' });
  });
});
