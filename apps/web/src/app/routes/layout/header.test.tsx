import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { writeJson } from '@/lib/local-storage';
import { mockFetch, storeSettingsRoute } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';
import { Header } from './header';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderHeader() {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentUrl />} />
      </Routes>
    </>,
  );
}

describe('Header', () => {
  afterEach(() => window.localStorage.clear());

  it('when the guest cart holds books, then the cart badge shows their total quantity', () => {
    window.localStorage.setItem(
      'localCart',
      JSON.stringify([
        { productId: 'a', format: 'Paperback', quantity: 2 },
        { productId: 'b', format: '', quantity: 1 },
      ]),
    );
    window.localStorage.setItem('localWishlist', JSON.stringify(['a', 'b', 'c']));

    renderHeader();

    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('3');
  });

  it('when the cart changes in this tab, then the badge follows', () => {
    renderHeader();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();

    act(() => writeJson('localCart', [{ productId: 'a', format: '', quantity: 4 }]));

    expect(screen.getByTestId('cart-count')).toHaveTextContent('4');
  });

  it('when localCart is malformed, then the badge is hidden', () => {
    window.localStorage.setItem('localCart', '{not json');

    renderHeader();

    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('when a search is submitted, then it opens the collections with that search; blank text does nothing', async () => {
    const user = userEvent.setup();
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search books' });

    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);

    await user.type(box, ' Diwan-e-Ghalib {Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent('/collections?search=Diwan-e-Ghalib');
  });

  it('when the profile menu is opened while logged out, then it offers Login and Register', async () => {
    const user = userEvent.setup();
    renderHeader();

    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(list).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the settings have not been read yet, then the header shows the compiled name and fetches nothing itself', () => {
    const fetchMock = mockFetch(storeSettingsRoute((settings) => void (settings.identity.name = 'Noor Books')));
    renderHeader();

    expect(screen.getByRole('link', { name: 'Kitab Ghar' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the footer brings the settings, then the header shows the new name', async () => {
    mockFetch(storeSettingsRoute((settings) => void (settings.identity.name = 'Noor Books')));
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
    );

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Noor Books' })).toHaveAttribute('href', '/');
  });

  it('when the shop has a logo, then header and footer show it before the name, decorative and at its stored size', async () => {
    const logo = { url: '/uploads/logo/a.webp', key: 'logo/a.webp', width: 384, height: 64 };
    mockFetch(storeSettingsRoute((settings) => void (settings.identity.logo = logo)));
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
    );

    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Kitab Ghar' });
    await waitFor(() => expect(home.querySelector('img')).not.toBeNull());
    for (const img of [home.querySelector('img'), screen.getByRole('contentinfo').querySelector('.site-logo img')]) {
      expect(img).toHaveAttribute('src', logo.url);
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('width', '384');
      expect(img).toHaveAttribute('height', '64');
      expect(img).toHaveAttribute('decoding', 'async');
    }
    expect(home.querySelector('svg')).toBeNull();
  });

  it('when the shop has no logo, then the header shows the book icon and no image', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Kitab Ghar' });
    expect(home.querySelector('svg.site-logo__icon')).not.toBeNull();
    expect(home.querySelector('img')).toBeNull();
  });
});
