import { MESSAGES } from '@bookstore/contracts';
import { act, screen } from '@testing-library/react';
import { makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

const emptyPage = { page: 1, limit: 12, total: 0, pages: 0 };

describe('HomePage', () => {
  it('when the API returns no products, then the empty states show with Explore Collections', async () => {
    mockFetch({
      '/api/hero/': () => ({ success: true, data: [] }),
      '/api/products/get': () => ({ success: true, products: [], pagination: emptyPage }),
    });

    renderWithProviders(<HomePage />);

    expect(await screen.findByText(MESSAGES.empty.noProducts)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.empty.noBestsellers)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Collections' })).toHaveAttribute('href', '/collections');
    // no banners: the two stock images take their place
    expect(screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/hero-1.svg', '/hero-2.svg']),
    );
  });

  it('when the API returns products, then their names show under Latest Collection and Best Sellers', async () => {
    const latest = [makeProduct({ name: 'Aangan' }), makeProduct({ name: 'Peer-e-Kamil' })];
    const bestsellers = [makeProduct({ name: 'Raja Gidh', bestseller: true })];
    const fetchMock = mockFetch({
      '/api/hero/': () => ({ success: true, data: [] }),
      '/api/products/get': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        const products = url.includes('bestseller=true') ? bestsellers : latest;
        return { success: true, products, pagination: { ...emptyPage, total: products.length, pages: 1 } };
      },
    });

    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Aangan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Peer-e-Kamil' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Raja Gidh' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.empty.noProducts)).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/products/get?limit=12');
    expect(urls).toContain('/api/products/get?bestseller=true&limit=6');
  });

  it('when the products call fails, then the empty state shows instead of an endless skeleton', async () => {
    mockFetch({
      '/api/hero/': () => ({ ok: false, status: 500, json: async () => ({ success: false, message: 'boom' }) }),
      '/api/products/get': () => ({ ok: false, status: 500, json: async () => ({ success: false, message: 'boom' }) }),
    });

    renderWithProviders(<HomePage />);

    expect(await screen.findByText(MESSAGES.empty.noProducts)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/collections');
    expect(screen.getByRole('link', { name: 'Learn More about Kitab Ghar' })).toHaveAttribute('href', '/about');
  });

  it('when the page first renders, then the newsletter form (zod, react-hook-form) loads only once the shopper scrolls near it', async () => {
    mockFetch({
      '/api/hero/': () => ({ success: true, data: [] }),
      '/api/products/get': () => ({ success: true, products: [], pagination: emptyPage }),
    });
    const observed: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<HomePage />);
      expect(await screen.findByText(MESSAGES.empty.noProducts)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Join our newsletter' })).not.toBeInTheDocument();

      act(() => {
        for (const { callback } of observed) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(await screen.findByRole('heading', { name: 'Join our newsletter' })).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
