import { cartPaths, MESSAGES } from '@bookstore/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makeUser, sentBody } from '@/test/helpers';
import { useAuth } from './use-auth';

function AuthProbe() {
  const { user, isSignedIn, isLoading, login, logout } = useAuth();
  return (
    <>
      <output data-testid="who">{isLoading ? 'checking' : isSignedIn ? `signed in as ${user?.email}` : 'guest'}</output>
      <button type="button" onClick={() => void login({ email: 'ayesha@example.com', password: 'secret123' })}>
        login
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </>
  );
}

const who = () => screen.getByTestId('who');
const stored = (key: string) => window.localStorage.getItem(key);
const loginAnswer = (patch: Record<string, unknown> = {}) => ({
  success: true,
  user: makeUser(),
  message: MESSAGES.login.success,
  cartSynced: true,
  wishlistSynced: true,
  syncErrors: [],
  ...patch,
});

describe('AuthProvider', () => {
  const guestCart = [{ productId: 'book-1', format: 'Paperback', quantity: 2, name: 'Diwan', price: 500 }];

  beforeEach(() => {
    window.localStorage.setItem('localCart', JSON.stringify(guestCart));
    window.localStorage.setItem('localWishlist', JSON.stringify(['book-2', 'book-3']));
  });
  afterEach(() => window.localStorage.clear());

  it('when logging in, then the local cart and wishlist are sent and each synced copy is cleared', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ '/api/auth/login': () => loginAnswer({ wishlistSynced: false }) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<AuthProbe />);

    await user.click(screen.getByRole('button', { name: 'login' }));

    await waitFor(() => expect(who()).toHaveTextContent('signed in as ayesha@example.com'));
    expect(sentBody(fetchMock, '/api/auth/login')).toEqual({
      email: 'ayesha@example.com',
      password: 'secret123',
      localCart: [{ productId: 'book-1', format: 'Paperback', quantity: 2 }],
      localWishlist: ['book-2', 'book-3'],
    });
    expect(stored('localCart')).toBeNull();
    expect(stored('localWishlist')).toBe(JSON.stringify(['book-2', 'book-3']));
    expect(JSON.parse(stored('user') ?? 'null')).toMatchObject({ email: 'ayesha@example.com' });
    warn.mockRestore();
  });

  it('when the server reports sync errors, then they are only logged', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/login': () => loginAnswer({ syncErrors: ['Product not found: book-1'] }) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<AuthProbe />);

    await user.click(screen.getByRole('button', { name: 'login' }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), ['Product not found: book-1']));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('when any call answers 401 while a user is held, then the user, cart and wishlist are cleared and the session-expired toast shows', async () => {
    window.localStorage.setItem('user', JSON.stringify(makeUser()));
    window.localStorage.setItem('token', 'jwt');
    mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: makeUser() }),
      '/api/cart/get/u1': () => jsonResponse({ success: false, message: MESSAGES.session.expired }, 401),
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(who()).toHaveTextContent('signed in as'));

    await act(async () => {
      await apiCall(cartPaths.get, { params: { userId: 'u1' } }).catch(() => undefined);
    });

    expect(who()).toHaveTextContent('guest');
    expect(stored('user')).toBeNull();
    expect(stored('token')).toBeNull();
    expect(stored('localCart')).toBeNull();
    expect(stored('localWishlist')).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent('Session expired. Please login again.');
  });

  it('when a stored user has no session any more on start, then it is logged out locally', async () => {
    window.localStorage.setItem('user', JSON.stringify(makeUser()));
    const fetchMock = mockFetch({
      '/api/auth/is-auth': () => ({ success: false, code: 'UNAUTHENTICATED', message: MESSAGES.session.notAuthenticated, user: null }),
    });
    renderWithProviders(<AuthProbe />);

    expect(who()).toHaveTextContent('checking');
    await waitFor(() => expect(who()).toHaveTextContent('guest'));
    const sessionChecks = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/is-auth'));
    expect(sessionChecks).toHaveLength(1);
    expect(stored('user')).toBeNull();
  });

  it('when nobody is stored, then no session check is made', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<AuthProbe />);

    expect(who()).toHaveTextContent('guest');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when logging out, then local state is cleared at once and "Logged out" shows', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('user', JSON.stringify(makeUser()));
    let answerLogout: (value: unknown) => void = () => undefined;
    const fetchMock = mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: makeUser() }),
      '/api/auth/logout': () => new Promise((resolve) => (answerLogout = resolve)),
    });
    renderWithProviders(<AuthProbe />);
    await waitFor(() => expect(who()).toHaveTextContent('signed in as'));

    await user.click(screen.getByRole('button', { name: 'logout' }));

    expect(who()).toHaveTextContent('guest');
    expect(stored('localCart')).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.session.loggedOut);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    await act(async () => answerLogout(jsonResponse({ success: true, message: MESSAGES.session.loggedOut })));
  });
});
