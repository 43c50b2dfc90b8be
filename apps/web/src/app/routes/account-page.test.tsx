import { MESSAGES } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CurrentLocation, makeUser, sentBody } from '@/test/helpers';
import { mockFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountPage } from './account-page';

const signedIn = makeUser({ mobileNumber: '0300 1234567' });

function renderAccount(path = '/account', routes: Record<string, () => unknown> = {}) {
  window.localStorage.setItem('user', JSON.stringify(signedIn));
  const fetchMock = mockFetch({ '/api/auth/is-auth': () => ({ success: true, user: signedIn }), ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { path },
  );
  return { fetchMock, ...view };
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AccountPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when nobody is signed in, then ACCOUNT ACCESS offers Login and Create Account', () => {
    mockFetch({});
    renderWithProviders(<AccountPage />, { path: '/account' });

    expect(screen.getByRole('heading', { name: 'ACCOUNT ACCESS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=/account');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register?redirect=/account');
  });

  it('when signed in, then MY ACCOUNT shows the profile and "Not provided" for empty address values', async () => {
    const user = userEvent.setup();
    renderAccount();

    expect(screen.getByRole('heading', { name: 'MY ACCOUNT' })).toBeInTheDocument();
    expect(detail('Email')).toHaveTextContent(signedIn.email);
    expect(detail('Phone')).toHaveTextContent('0300 1234567');

    await user.click(screen.getByRole('tab', { name: 'Address' }));

    expect(detail('Street Address')).toHaveTextContent(MESSAGES.account.notProvided);
    expect(detail('Country')).toHaveTextContent('Pakistan');
  });

  it('when the profile is edited and cancelled, then the view keeps the old values and the form starts from them again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAccount();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Zainab');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(detail('First Name')).toHaveTextContent('Ayesha');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ayesha');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('update-profile'))).toBe(false);
  });

  it('when the profile is saved, then the fields go as multipart and the new values show with the success toast', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAccount('/account', {
      '/api/auth/update-profile': () => ({
        success: true,
        user: { ...signedIn, name: 'Zainab' },
        message: MESSAGES.account.profileUpdated,
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Zainab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(detail('First Name')).toHaveTextContent('Zainab'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Profile updated successfully!');
    const body = sentBody(fetchMock, '/api/auth/update-profile') as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Zainab');
    expect(body.get('mobileNumber')).toBe('0300 1234567');
  });

  it('when the profile update fails, then the error toast carries the server message', async () => {
    const user = userEvent.setup();
    renderAccount('/account', {
      '/api/auth/update-profile': () => ({ ok: false, status: 400, json: async () => ({ success: false, message: 'Invalid request' }) }),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Error updating profile: Invalid request'));
  });

  it('when a picture over 250 KB is picked, then it is refused with the spec text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    const big = new File([new Uint8Array(251 * 1024)], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload picture'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.account.pictureTooLarge);
  });

  it('when deleting the account, then the password and the typed word DELETE are required', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAccount('/account?tab=security', {
      '/api/auth/delete-account': () => ({ success: true, message: MESSAGES.account.deleted }),
    });

    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete My Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(MESSAGES.account.deletePasswordRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(MESSAGES.account.deleteTypeConfirm)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('delete-account'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(sentBody(fetchMock, '/api/auth/delete-account')).toEqual({ email: signedIn.email, password: 'secret123' });
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.account.deleted);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('when Sign Out is chosen, then the user is logged out and sent to /', async () => {
    const user = userEvent.setup();
    renderAccount('/account', { '/api/auth/logout': () => ({ success: true, message: MESSAGES.session.loggedOut }) });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('toast')).toHaveTextContent(MESSAGES.session.loggedOut);
  });
});
