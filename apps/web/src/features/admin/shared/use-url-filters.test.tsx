import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, useLocation } from 'react-router';
import { useSearchInput, useUrlFilters } from './use-url-filters';

function SearchBox() {
  const { params, update } = useUrlFilters();
  const search = useSearchInput('search', update, params);
  const location = useLocation();
  return (
    <div>
      <input aria-label="Search" value={search.text} onChange={(event) => search.onChange(event.target.value)} />
      <Link to="/admin/orders/7">Order 7</Link>
      <output aria-label="address">{location.pathname + location.search}</output>
    </div>
  );
}

function type(value: string) {
  act(() => {
    const input = screen.getByLabelText('Search') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('useSearchInput', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/admin/orders');
  });
  afterEach(() => jest.useRealTimers());

  it('when the typing pauses, then the words go into the address once', () => {
    render(<SearchBox />, { wrapper: BrowserRouter });
    type('Ayesha');
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/orders');
    act(() => jest.advanceTimersByTime(350));
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin/orders?search=Ayesha');
    expect(window.location.search).toBe('?search=Ayesha');
  });

  it('when a link is followed before the typing pauses, then the pending search does not bring the list back', () => {
    render(<SearchBox />, { wrapper: BrowserRouter });
    type('Ayesha');
    act(() => screen.getByRole('link', { name: 'Order 7' }).click());
    act(() => jest.advanceTimersByTime(1000));
    expect(window.location.pathname).toBe('/admin/orders/7');
    expect(window.location.search).toBe('');
  });
});
