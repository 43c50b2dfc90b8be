import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CurrentLocation, makeUser, sentBody } from '@/test/helpers';
import { RegisterPage } from './register-page';

function renderRegister() {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path: '/register' },
  );
}

async function fillForm({ terms = true, confirm = 'secret123' } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First Name'), 'Ayesha');
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

describe('RegisterPage', () => {
  afterEach(() => window.localStorage.clear());

  /** The error text linked to a field (aria-describedby), i.e. the one shown under it. */
  const errorUnder = (label: string) => {
    const control = screen.getByLabelText(label);
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('field-error'))?.textContent ?? null;
  };

  it('when the form is sent empty, then each field shows its own text under it and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderRegister();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByText(MESSAGES.checkout.firstNameRequired);
    expect(errorUnder('First Name')).toBe(MESSAGES.checkout.firstNameRequired);
    expect(errorUnder('Last Name (optional)')).toBeNull();
    expect(errorUnder('Email')).toBe(MESSAGES.register.invalidEmail);
    expect(errorUnder('Password')).toBe(MESSAGES.register.passwordRuleForm);
    expect(errorUnder('Confirm Password')).toBe(MESSAGES.register.confirmPasswordRequired);
    expect(screen.getByText(MESSAGES.register.termsRequired)).toBeInTheDocument();
    // the server's all-fields text is never put under a field
    expect(screen.queryByText(MESSAGES.register.required)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the page opens, then the password hint is the spec rule, and when that rule fails, then the error shows it once in place of the hint', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderRegister();
    expect(screen.getByText(MESSAGES.register.passwordRuleForm)).toHaveClass('field__hint');

    await user.type(screen.getByLabelText('Password'), 'ABCDEFG1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findAllByText(MESSAGES.register.passwordRuleForm)).toHaveLength(1);
    expect(errorUnder('Password')).toBe(MESSAGES.register.passwordRuleForm);
  });

  it('when only the confirmation is left empty, then only the confirmation asks for it', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderRegister();
    await user.type(screen.getByLabelText('First Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByText(MESSAGES.register.confirmPasswordRequired);
    expect(errorUnder('Confirm Password')).toBe(MESSAGES.register.confirmPasswordRequired);
    expect(errorUnder('Email')).toBeNull();
    expect(errorUnder('Password')).toBeNull();
  });

  it('when the server refuses without naming a field, then its text shows above the button and under no field', async () => {
    mockFetch({
      '/api/auth/register': () => ({ ok: false, status: 400, json: async () => ({ success: false, code: 'VALIDATION', message: MESSAGES.register.required }) }),
    });
    renderRegister();
    await fillForm();

    const alert = await screen.findByText(MESSAGES.register.required);
    expect(alert).toHaveClass('form-error');
    for (const label of ['First Name', 'Email', 'Password', 'Confirm Password']) expect(errorUnder(label)).toBeNull();
  });

  it('when the server names the field it refuses, then its text shows under that field', async () => {
    mockFetch({
      '/api/auth/register': () => ({
        ok: false,
        status: 400,
        json: async () => ({ success: false, code: 'VALIDATION', message: MESSAGES.register.invalidEmail, field: 'email' }),
      }),
    });
    renderRegister();
    await fillForm();

    await screen.findByText(MESSAGES.register.invalidEmail);
    expect(errorUnder('Email')).toBe(MESSAGES.register.invalidEmail);
    expect(document.querySelector('.form-error')).toBeNull();
  });

  it('when the server answers with junk (an unknown field, a huge text), then the text stays form-level and no field is touched', async () => {
    const huge = 'x'.repeat(5000);
    mockFetch({
      '/api/auth/register': () => ({ ok: false, status: 400, json: async () => ({ success: false, message: huge, field: '__proto__' }) }),
    });
    renderRegister();
    await fillForm();

    expect(await screen.findByText(huge)).toHaveClass('form-error');
    expect(errorUnder('Email')).toBeNull();
  });

  it('when the passwords differ and the terms are not accepted, then both texts show', async () => {
    mockFetch({});
    renderRegister();

    await fillForm({ terms: false, confirm: 'secret124' });

    expect(await screen.findByText(MESSAGES.register.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.register.termsRequired)).toBeInTheDocument();
  });

  it('when the first name has symbols, then the form text shows', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderRegister();

    await user.type(screen.getByLabelText('First Name'), 'Ay<b>');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MESSAGES.register.firstNameForm)).toBeInTheDocument();
  });

  it('when registration succeeds, then the verify step shows and a verified code signs in, takes the guest cart over, keeps the token and goes to /', async () => {
    const verified = makeUser();
    const guestLine = { productId: 'book-1', format: 'Paperback', quantity: 2, name: 'Book', price: 500, originalPrice: null, image: '', category: 'History' };
    window.localStorage.setItem('localCart', JSON.stringify([guestLine]));
    window.localStorage.setItem('localWishlist', JSON.stringify(['book-2']));
    const fetchMock = mockFetch({
      '/api/auth/register': () => ({ success: true, user: { id: verified.id }, message: MESSAGES.register.success, resumed: false }),
      '/api/auth/verify-account': () => ({
        success: true,
        user: verified,
        token: 'jwt-token',
        message: MESSAGES.register.verified,
        cartSynced: true,
        wishlistSynced: true,
        syncErrors: [],
      }),
    });
    renderRegister();

    const user = await fillForm();

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.register.success);
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    expect(sentBody(fetchMock, '/api/auth/register')).toEqual({
      name: 'Ayesha',
      lastName: '',
      email: 'ayesha@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(sentBody(fetchMock, '/api/auth/verify-account')).toEqual({
      otp: '123456',
      userId: verified.id,
      email: verified.email,
      localCart: [{ productId: 'book-1', format: 'Paperback', quantity: 2 }],
      localWishlist: ['book-2'],
    });
    expect(JSON.parse(window.localStorage.getItem('localCart') ?? '[]')).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem('localWishlist') ?? '[]')).toEqual([]);
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ id: verified.id });
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.register.verified);
  });

  it('when the e-mail has an unverified account, then the verify step shows with the info toast', async () => {
    mockFetch({ '/api/auth/register': () => ({ success: true, user: { id: 'u1' }, message: MESSAGES.register.existsUnverified, resumed: true }) });
    renderRegister();

    await fillForm();

    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Account exists but is unverified. New OTP sent.');
  });

  it('when the code is incomplete, then "Please enter a valid 6-digit OTP" shows', async () => {
    mockFetch({ '/api/auth/register': () => ({ success: true, user: { id: 'u1' }, message: MESSAGES.register.success, resumed: false }) });
    renderRegister();
    const user = await fillForm();
    await screen.findByRole('heading', { name: 'Verify Your Email' });

    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText(MESSAGES.otp.formInvalid)).toBeInTheDocument();
  });
});
