import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CurrentLocation, makeUser } from '@/test/helpers';
import { LoginPage } from './login-page';

function renderLogin(path = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path },
  );
}

async function signIn(email = 'ayesha@example.com', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const loginAnswer = (user = makeUser()) => ({
  success: true,
  user,
  message: MESSAGES.login.success,
  cartSynced: user.isAccountVerified,
  wishlistSynced: user.isAccountVerified,
  syncErrors: [],
});

describe('LoginPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when the account is unverified, then it goes to /verify-otp with the e-mail and user id and the info toast', async () => {
    const unverified = makeUser({ isAccountVerified: false });
    mockFetch({ '/api/auth/login': () => loginAnswer(unverified) });
    renderLogin();

    await signIn();

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/verify-otp'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ email: unverified.email, userId: unverified.id });
    expect(screen.getByTestId('toast')).toHaveTextContent('Please verify your email to continue');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('when a verified user signs in, then it goes to the redirect target with "Login successful"', async () => {
    mockFetch({ '/api/auth/login': () => loginAnswer() });
    renderLogin('/login?redirect=%2Fcart');

    await signIn();

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/cart'));
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.login.success);
  });

  it('when no redirect is given, then it goes to /account', async () => {
    mockFetch({ '/api/auth/login': () => loginAnswer() });
    renderLogin();

    await signIn();

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/account$/));
  });

  it('when the password is wrong, then the server message shows and no session-expired toast', async () => {
    mockFetch({
      '/api/auth/login': () => jsonResponse({ success: false, message: MESSAGES.login.invalidCredentials }, 401),
    });
    renderLogin();

    await signIn();

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Invalid email or password'));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('when the fields break the rules, then the form texts show and nothing is sent', async () => {
    const fetchMock = mockFetch({});
    renderLogin();

    await signIn('ayesha@', 'short');

    expect(await screen.findByText(MESSAGES.register.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.passwordMin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the page shows, then it offers remember me, the reset link and the create-account link', () => {
    renderLogin();

    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: /Create an account/ })).toHaveAttribute('href', '/register');
  });
});
