import { CATALOG_TEXTS, CATEGORIES, MESSAGES, TIMINGS, type ProductFacets } from '@bookstore/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { openMailDraft } from '@/lib/mail-draft';
import { makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CollectionsPage } from './collections-page';

jest.mock('@/lib/mail-draft', () => ({ openMailDraft: jest.fn() }));

const facets: ProductFacets = {
  total: 60,
  categories: CATEGORIES.map((name) => ({
    name,
    count: name === 'Urdu Novels' ? 40 : name === 'Used & Affordable' ? 60 : name === 'Medical' ? 20 : 0,
    subCategories: name === 'Urdu Novels' ? [{ name: 'Old Books', count: 12 }, { name: 'Classic', count: 9 }] : [],
  })),
  subCategories: [
    { name: 'Old Books', count: 30 },
    { name: 'Classic', count: 9 },
  ],
  price: { min: 150, max: 2400 },
};

function Location() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function setup(path: string, total = 60, { fakeTimers = false } = {}) {
  const products = Array.from({ length: Math.min(total, 20) }, (_, i) => makeProduct({ name: `Book ${i + 1}` }));
  const fetchMock = mockFetch({
    '/api/products/facets': () => ({ success: true, facets }),
    '/api/products/get': () => ({ success: true, products, pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) } }),
  });
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  renderWithProviders(
    <Routes>
      <Route
        path="/collections"
        element={
          <>
            <CollectionsPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path },
  );
  const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products/get'));
  return { user, fetchMock, listCalls };
}

describe('CollectionsPage', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  it('when opened with ?search=, then the search is pre-filled and sent with 20 per page', async () => {
    const { listCalls } = setup('/collections?search=ghalib');

    expect(await screen.findByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
    expect(screen.getByText('“ghalib”', { selector: 'strong' })).toBeInTheDocument();
    expect(listCalls()).toContain('/api/products/get?search=ghalib&limit=20');
  });

  it('when a category is chosen in the sidebar, then the URL, the request and page 1 follow, with the 1.2 s toast', async () => {
    const { user, listCalls } = setup('/collections?page=3', 60, { fakeTimers: true });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });

    await user.click(await within(sidebar).findByRole('radio', { name: /Urdu Novels/ }));

    expect(screen.getByTestId('url')).toHaveTextContent('/collections?category=Urdu+Novels');
    await waitFor(() => expect(listCalls()).toContain('/api/products/get?category=Urdu+Novels&limit=20'));
    expect(screen.getByTestId('toast')).toHaveTextContent(CATALOG_TEXTS.filtersUpdated);
    act(() => jest.advanceTimersByTime(TIMINGS.filterToastMs));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('when filters are active, then chips show them and "Clear all" removes them but keeps the search', async () => {
    const { user } = setup('/collections?search=poetry&category=Urdu+Novels&subCategory=Old+Books&rating=4');

    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Old Books' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Old Books' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/collections?search=poetry&category=Urdu+Novels&rating=4');

    await user.click(within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/collections\?search=poetry$/);
  });

  it('when there are many pages, then at most 5 page buttons show and a click asks for that page', async () => {
    const { user, listCalls } = setup('/collections', 400);

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));

    expect(screen.getByTestId('url')).toHaveTextContent('/collections?page=3');
    await waitFor(() => expect(listCalls()).toContain('/api/products/get?page=3&limit=20'));
  });

  it('when the sort changes, then it is in the URL and the request, back on page 1', async () => {
    const { user, listCalls } = setup('/collections?page=2');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'price-high');

    expect(screen.getByTestId('url')).toHaveTextContent('/collections?sort=price-high');
    await waitFor(() => expect(listCalls()).toContain('/api/products/get?sort=price-high&limit=20'));
  });

  it('when a category is hovered on the bar, then its subcategory menu opens and closes 2.5 s after the pointer leaves', async () => {
    setup('/collections', 60, { fakeTimers: true });
    const bar = await screen.findByRole('navigation', { name: 'Categories' });
    const entry = (await within(bar).findByRole('button', { name: /Urdu Novels/ })).closest('li') as HTMLElement;

    fireEvent.pointerEnter(entry);
    expect(within(bar).getByRole('list', { name: 'Urdu Novels subcategories' })).toBeInTheDocument();
    fireEvent.pointerLeave(entry);
    act(() => jest.advanceTimersByTime(TIMINGS.categoryMenuCloseMs - 100));
    expect(within(bar).getByRole('list', { name: 'Urdu Novels subcategories' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(within(bar).queryByRole('list', { name: 'Urdu Novels subcategories' })).not.toBeInTheDocument();
  });

  it('when nothing is found, then "No Books Found" offers the missing-book form, which needs both fields and opens a mail draft', async () => {
    const open = jest.mocked(openMailDraft);
    const { user } = setup('/collections?search=Aangan', 0);

    expect(await screen.findByRole('heading', { name: MESSAGES.empty.noBooks })).toBeInTheDocument();
    const name = await screen.findByLabelText('Book name');
    expect(name).toHaveValue('Aangan');
    await user.click(screen.getByRole('button', { name: 'Request this book' }));
    expect(await screen.findByText(MESSAGES.forms.allFieldsRequired)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Description/), 'By Khadija Mastoor');
    await user.click(screen.getByRole('button', { name: 'Request this book' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const link = open.mock.calls[0]![0];
    expect(decodeURIComponent(link)).toContain('subject=Missing Book Request: Aangan');
    expect(decodeURIComponent(link)).toContain('Please add this book to the store.');
  });

  it('when the drawer is opened on a phone, then choosing a category shows its subcategories, and another category swaps them', async () => {
    const { user } = setup('/collections');

    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(drawer).findByRole('radio', { name: /Urdu Novels/ }));

    const subs = within(drawer).getByRole('group', { name: 'Urdu Novels subcategories' });
    await user.click(within(subs).getByRole('checkbox', { name: /Old Books/ }));
    expect(screen.getByTestId('url')).toHaveTextContent('/collections?category=Urdu+Novels&subCategory=Old+Books');

    await user.click(within(drawer).getByRole('radio', { name: /Medical/ }));
    expect(within(drawer).queryByRole('group', { name: 'Urdu Novels subcategories' })).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/collections\?category=Medical$/);
  });

  it('when the screen is a phone\'s, then no filters sidebar is built and the drawer still holds every filter', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: !query.includes('min-width: 960px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const { user } = setup('/collections');
      expect(await screen.findByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Filters', hidden: true })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Filters/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(await within(drawer).findByRole('radio', { name: /Urdu Novels/ })).toBeInTheDocument();
      expect(within(drawer).getByRole('radio', { name: 'In stock' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('when the API stopped counting at its cap, then the count reads "1,000+ books" and the last page asks to refine the search', async () => {
    const products = Array.from({ length: 20 }, (_, i) => makeProduct({ name: `Novel ${i + 1}` }));
    mockFetch({
      '/api/products/facets': () => ({ success: true, facets }),
      '/api/products/get': (url) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        return { success: true, products, pagination: { page, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true } };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/collections" element={<CollectionsPage />} />
      </Routes>,
      { path: '/collections?search=novel&page=50' },
    );

    expect(await screen.findByText('1,000+ books')).toBeInTheDocument();
    expect(await screen.findByText(CATALOG_TEXTS.refineSearch)).toBeInTheDocument();
  });

  it('when the count is exact, then it reads as a plain number and no refine note is shown', async () => {
    setup('/collections?search=ghalib', 60);
    expect(await screen.findByText('60 books')).toBeInTheDocument();
    expect(screen.queryByText(CATALOG_TEXTS.refineSearch)).not.toBeInTheDocument();
  });
});
