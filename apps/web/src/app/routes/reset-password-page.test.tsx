import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CurrentLocation, sentBody } from '@/test/helpers';
import { ResetPasswordPage } from './reset-password-page';

function renderReset() {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path: '/reset-password' },
  );
}

async function reachPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByLabelText('New Password');
}

describe('ResetPasswordPage', () => {
  it('when the e-mail is typed, then it is checked live', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderReset();

    await user.type(screen.getByLabelText('Email'), 'ayesha@');
    expect(await screen.findByText(MESSAGES.otp.validEmailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText(MESSAGES.otp.validEmailRequired)).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('when the three steps succeed, then the password is reset and the page goes to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/auth/send-reset-otp': () => ({ success: true, message: MESSAGES.otp.sent }),
      '/api/auth/verify-reset-otp': () => ({ success: true, message: MESSAGES.otp.verified }),
      '/api/auth/reset-password': () => ({ success: true, message: MESSAGES.reset.success }),
    });
    renderReset();

    await reachPasswordStep(user);
    await user.type(screen.getByLabelText('New Password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(sentBody(fetchMock, '/api/auth/reset-password')).toEqual({
      email: 'ayesha@example.com',
      otp: '123456',
      newPassword: 'newpass12',
      confirmPassword: 'newpass12',
    });
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.reset.success);
  });

  it('when the reset fails, then the message shows and both password fields are cleared', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/auth/send-reset-otp': () => ({ success: true, message: MESSAGES.otp.sent }),
      '/api/auth/verify-reset-otp': () => ({ success: true, message: MESSAGES.otp.verified }),
      '/api/auth/reset-password': () => jsonResponse({ success: false, message: MESSAGES.register.invalidOtp }, 400),
    });
    renderReset();

    await reachPasswordStep(user);
    await user.type(screen.getByLabelText('New Password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.register.invalidOtp));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });
});
