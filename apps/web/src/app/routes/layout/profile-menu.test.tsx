import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CurrentLocation, makeUser } from '@/test/helpers';
import { mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProfileMenu } from './profile-menu';

describe('ProfileMenu', () => {
  afterEach(() => window.localStorage.clear());

  it('when logged in, then it offers My Account, My Orders and Logout, which logs out and goes to /', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('user', JSON.stringify(makeUser()));
    mockFetch({
      '/api/auth/is-auth': () => ({ success: true, user: makeUser() }),
      '/api/auth/logout': () => ({ success: true, message: MESSAGES.session.loggedOut }),
    });
    renderWithProviders(
      <>
        <ProfileMenu />
        <Routes>
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </>,
      { path: '/account' },
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(list).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');

    await user.click(within(list).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent('Logged out');
  });

  it('when an admin is logged in, then the menu also offers Admin (the back office); a customer does not get it', async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: 'admin' });
    window.localStorage.setItem('user', JSON.stringify(admin));
    mockFetch({ '/api/auth/is-auth': () => ({ success: true, user: admin }) });
    const view = renderWithProviders(<ProfileMenu />);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    view.unmount();

    window.localStorage.setItem('user', JSON.stringify(makeUser()));
    mockFetch({ '/api/auth/is-auth': () => ({ success: true, user: makeUser() }) });
    renderWithProviders(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(screen.getByRole('list')).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
