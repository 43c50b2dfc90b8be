import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const books = Array.from({ length: 20 }, (_, index) => makeProduct({ id: `book-${index + 1}`, name: `Book ${index + 1}` }));
const cardsShown = () => screen.getAllByRole('listitem').length;

/** A phone 412 px wide and 823 px tall: three columns (product.css), two rows on its first screen. */
function useAPhonesScreen() {
  const matchMedia = window.matchMedia;
  const innerHeight = window.innerHeight;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 380px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 823 });
  });
  afterEach(() => {
    window.localStorage.clear();
    window.matchMedia = matchMedia;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  });
}

describe('ProductGrid', () => {
  describe('on a phone', () => {
    useAPhonesScreen();

    it('when a grid draws its first screen first, then its first render holds the two rows a phone shows, and every other book follows, usable', async () => {
      renderWithProviders(<ProductGrid products={books} firstRender="first-screen" />);

      expect(cardsShown()).toBe(6);
      await waitFor(() => expect(cardsShown()).toBe(20));
      const last = screen.getAllByRole('listitem')[19] as HTMLElement;
      expect(within(last).getByRole('link', { name: /Book 20/ })).toHaveAttribute('href', '/product/book-20');
      await userEvent.click(within(last).getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() => expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([expect.objectContaining({ productId: 'book-20', quantity: 1 })]));
    });

    it('when a grid starts below the screen, then its first render draws no card, and every book follows', async () => {
      renderWithProviders(<ProductGrid products={books.slice(0, 6)} firstRender="none" />);

      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      await waitFor(() => expect(cardsShown()).toBe(6));
    });

    it('when a grid is drawn whole (the default), then its first render holds every book', () => {
      renderWithProviders(<ProductGrid products={books} />);

      expect(cardsShown()).toBe(20);
    });
  });

  it('when the browser cannot tell the screen (no matchMedia), then the first render holds every book', () => {
    const matchMedia = window.matchMedia;
    // @ts-expect-error: a browser without matchMedia
    delete window.matchMedia;
    try {
      renderWithProviders(<ProductGrid products={books} firstRender="first-screen" />);
      expect(cardsShown()).toBe(20);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  describe('the stand-in cards', () => {
    it('when nothing is being fetched yet (still), then each stand-in card is one element with nothing inside, and the loading label is read out', () => {
      renderWithProviders(<ProductGridSkeleton count={5} label="Loading related books…" still />);

      const status = screen.getByText('Loading related books…').closest('[role="status"]') as HTMLElement;
      expect(status).not.toBeNull();
      const list = status.querySelector('ul') as HTMLElement;
      expect(list).toHaveAttribute('aria-hidden', 'true');
      expect(list.children).toHaveLength(5);
      for (const card of Array.from(list.children)) expect(card.childElementCount).toBe(0);
      expect(list.querySelectorAll('.skeleton')).toHaveLength(0);
    });

    it('when books are being fetched, then each stand-in card shimmers with its cover and three lines', () => {
      renderWithProviders(<ProductGridSkeleton count={5} />);

      const list = screen.getByText('Loading books…').closest('[role="status"]')?.querySelector('ul') as HTMLElement;
      expect(list.children).toHaveLength(5);
      for (const card of Array.from(list.children)) expect(card.querySelectorAll('.skeleton')).toHaveLength(4);
    });
  });
});
