import { MESSAGES, SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '@bookstore/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { makeProduct, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SearchBox } from './search-box';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}


function renderBox() {
  return renderWithProviders(
    <>
      <SearchBox />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </>,
  );
}

describe('SearchBox suggestions', () => {
  it('when text is typed, then one debounced call asks for the first 5 and they are listed', async () => {
    const books = [makeProduct({ id: 'g1', name: 'Diwan-e-Ghalib', author: 'Mirza Ghalib' }), makeProduct({ id: 'g2', name: 'Ghalib Letters' })];
    const fetchMock = mockFetch({ '/api/products/suggestions': () => ({ success: true, products: books }) });
    const user = userEvent.setup();
    renderBox();

    await user.type(screen.getByRole('combobox', { name: 'Search books' }), 'ghalib');

    expect(await screen.findByRole('option', { name: /Diwan-e-Ghalib/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Ghalib Letters/ })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toEqual(['/api/products/suggestions?search=ghalib']);
  });

  it('when nothing matches, then it says "No matched books available"', async () => {
    mockFetch({ '/api/products/suggestions': () => ({ success: true, products: [] }) });
    const user = userEvent.setup();
    renderBox();

    await user.type(screen.getByRole('combobox', { name: 'Search books' }), 'zzqx');

    expect(await screen.findByText(MESSAGES.empty.noSuggestions)).toBeInTheDocument();
  });

  it('when a suggestion is chosen with the arrow keys and Enter, then its product page opens', async () => {
    mockFetch({ '/api/products/suggestions': () => ({ success: true, products: [makeProduct({ id: 'b-7', name: 'Aangan' })] }) });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search books' });

    await user.type(box, 'aan');
    await screen.findByRole('option', { name: /Aangan/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Aangan/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('url')).toHaveTextContent('/product/b-7');
  });

  it('when a suggestion is clicked, then its product page opens; Escape closes the list', async () => {
    mockFetch({ '/api/products/suggestions': () => ({ success: true, products: [makeProduct({ id: 'b-8', name: 'Raja Gidh' })] }) });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search books' });

    await user.type(box, 'raja');
    await screen.findByRole('option', { name: /Raja Gidh/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, ' ');
    await user.click(await screen.findByRole('option', { name: /Raja Gidh/ }));
    expect(screen.getByTestId('url')).toHaveTextContent('/product/b-8');
  });

  it('when letters are typed quickly, then nothing is asked until a 200 ms pause, and then only the whole text', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch({ '/api/products/suggestions': () => ({ success: true, products: [makeProduct({ id: 'n1', name: 'Novel One' })] }) });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBox();
      const box = screen.getByRole('combobox', { name: 'Search books' });

      await user.type(box, 'nov');
      act(() => jest.advanceTimersByTime(SEARCH_SUGGESTIONS_DEBOUNCE_MS - 50));
      await user.type(box, 'el');
      act(() => jest.advanceTimersByTime(SEARCH_SUGGESTIONS_DEBOUNCE_MS - 50));
      expect(fetchMock).not.toHaveBeenCalled();

      act(() => jest.advanceTimersByTime(50));
      expect(await screen.findByRole('option', { name: /Novel One/ })).toBeInTheDocument();
      expect(SEARCH_SUGGESTIONS_DEBOUNCE_MS).toBe(200);
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/products/suggestions?search=novel']);
    } finally {
      jest.useRealTimers();
    }
  });
});
