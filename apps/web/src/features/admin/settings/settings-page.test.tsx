import { defaultStoreSettings, STORE_SETTINGS_MESSAGES as M, type AdminStoreSettingsResponse, type StoreSettings } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/fixtures';
import { callsTo, renderAdmin } from '../test-utils';

const start = () => defaultStoreSettings({ notificationEmail: 'orders@kitabghar.example' });
const answer = (settings: StoreSettings, extra: Partial<AdminStoreSettingsResponse> = {}): AdminStoreSettingsResponse => ({
  success: true,
  settings,
  updatedAt: null,
  history: [],
  ...extra,
});

const savedBodies = (fetchMock: jest.Mock) =>
  callsTo(fetchMock, 'PUT', '/api/admin/settings').map(([, init]) => JSON.parse(String((init as RequestInit).body)) as StoreSettings);

async function openSettings(put?: (body: StoreSettings) => unknown) {
  const view = renderAdmin('/admin/settings', {
    routes: {
      'GET /api/admin/settings': () => answer(start()),
      'PUT /api/admin/settings': ({ body }) => (put ? put(body as StoreSettings) : answer(body as StoreSettings, { message: M.saved })),
    },
  });
  await screen.findByRole('form', { name: 'Store settings' });
  return view;
}

describe('SettingsPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when the owner changes the JazzCash number and the shipping fee, then both are sent and "Settings saved" shows', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSettings();

    const number = screen.getByLabelText('JazzCash account number');
    await user.clear(number);
    await user.type(number, '0301 7654321');
    const fee = screen.getByLabelText('Shipping fee (Rs.)');
    await user.clear(fee);
    await user.type(fee, '150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Settings saved'));
    const [body] = savedBodies(fetchMock);
    expect(body?.payments.jazzCash.accountNumber).toBe('0301 7654321');
    expect(body?.money.shippingFee).toBe(150);
    expect(body?.notifications.orderEmail).toBe('orders@kitabghar.example');
  });

  it.each([
    ['IBAN', 'PK36 MEZN 0000 0012 3456 7890', M.ibanChecksum],
    ['Tax rate (%)', '101', M.taxRate],
    ['Shipping fee (Rs.)', '-5', M.shippingFee],
    ['Map link', 'javascript:alert(1)', M.mapUrl],
  ])('when %s is "%s", then its message shows under it and nothing is sent', async (label, value, message) => {
    const user = userEvent.setup();
    const { fetchMock } = await openSettings();

    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(savedBodies(fetchMock)).toHaveLength(0);
  });

  it('when every payment method is switched off, then "Keep at least one payment method on" shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSettings();

    for (const name of ['Cash on Delivery', 'Take JazzCash payments', 'Take EasyPaisa payments', 'Take bank transfers']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(M.atLeastOneMethod)).toBeInTheDocument();
    expect(savedBodies(fetchMock)).toHaveLength(0);
  });

  it('when free shipping is switched on, then its amount is asked for and sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSettings();

    expect(screen.queryByLabelText('Free shipping from (Rs.)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Free shipping for larger orders' }));
    const threshold = screen.getByLabelText('Free shipping from (Rs.)');
    await user.clear(threshold);
    await user.type(threshold, '3000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    expect(savedBodies(fetchMock)[0]?.money.freeShippingThreshold).toBe(3000);
  });

  it('when the server refuses the save, then its message shows as a toast', async () => {
    const user = userEvent.setup();
    await openSettings(() => ({ success: false, code: 'VALIDATION', message: M.ibanChecksum }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(M.ibanChecksum));
  });

  it('when saves were made, then the history lists who, when, and each change with its old and new value', async () => {
    renderAdmin('/admin/settings', {
      routes: {
        'GET /api/admin/settings': () =>
          answer(start(), {
            updatedAt: '2026-11-20T10:00:00.000Z',
            history: [
              {
                id: 'r1',
                changedAt: '2026-11-20T10:00:00.000Z',
                changedBy: 'owner@kitabghar.example',
                changes: [
                  { field: 'money.shippingFee', from: 99, to: 150 },
                  { field: 'payments.cashOnDelivery.enabled', from: true, to: false },
                ],
              },
            ],
          }),
      },
    });

    const history = await screen.findByRole('list', { name: 'Recent changes' });
    expect(within(history).getByText(/owner@kitabghar\.example/)).toBeInTheDocument();
    expect(within(history).getByText('Shipping fee (Rs.)').parentElement).toHaveTextContent('Shipping fee (Rs.): 99 → 150');
    expect(within(history).getByText('Cash on Delivery').parentElement).toHaveTextContent('Cash on Delivery: On → Off');
  });

  describe('the logo', () => {
    const LOGO = { url: '/uploads/logo/new.webp', key: 'logo/new.webp', width: 384, height: 64 };
    const withLogo = (logo: typeof LOGO | null) => {
      const settings = start();
      settings.identity.logo = logo;
      return settings;
    };

    function openWithLogo(logo: typeof LOGO | null, routes: Record<string, () => unknown> = {}) {
      let current = logo;
      const view = renderAdmin('/admin/settings', {
        routes: {
          'GET /api/admin/settings': () => answer(withLogo(current)),
          'POST /api/admin/settings/logo': () => {
            current = LOGO;
            return answer(withLogo(current), { message: M.logoUpdated });
          },
          'DELETE /api/admin/settings/logo': () => {
            current = null;
            return answer(withLogo(current), { message: M.logoRemoved });
          },
          ...routes,
        },
      });
      return view;
    }

    it('when the owner picks a PNG, then it is uploaded at once in the field "logo", "Logo updated" shows and the new logo is shown', async () => {
      const user = userEvent.setup();
      const { fetchMock } = openWithLogo(null);
      expect(await screen.findByText('No logo: the header shows the book icon.')).toBeInTheDocument();

      await user.upload(screen.getByLabelText('Upload logo'), new File(['png'], 'logo.png', { type: 'image/png' }));

      await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(M.logoUpdated));
      const [[, init]] = callsTo(fetchMock, 'POST', '/api/admin/settings/logo') as [[unknown, RequestInit]];
      expect((init.body as FormData).get('logo')).toHaveProperty('name', 'logo.png');
      expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', LOGO.url);
      expect(screen.getByLabelText('Replace logo')).toBeInTheDocument();
    });

    it('when the owner picks an SVG, then the type message shows under the field and nothing is sent', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { fetchMock } = openWithLogo(null);

      await user.upload(await screen.findByLabelText('Upload logo'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));

      expect(await screen.findByText(M.logoType)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/admin/settings/logo')).toHaveLength(0);
    });

    it('when the server refuses the file, then its message shows in a toast', async () => {
      const user = userEvent.setup();
      openWithLogo(null, { 'POST /api/admin/settings/logo': () => jsonResponse({ success: false, code: 'VALIDATION', message: M.logoUnreadable }, 400) });

      await user.upload(await screen.findByLabelText('Upload logo'), new File(['png'], 'logo.png', { type: 'image/png' }));

      await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(M.logoUnreadable));
      expect(screen.queryByRole('img', { name: 'Current logo' })).toBeNull();
    });

    it('when the owner removes the logo and confirms, then DELETE is sent, "Logo removed" shows and the logo is gone', async () => {
      const user = userEvent.setup();
      const { fetchMock } = openWithLogo(LOGO);
      expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', LOGO.url);

      await user.click(screen.getByRole('button', { name: 'Remove logo' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(M.logoRemoveConfirm);
      await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));

      await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(M.logoRemoved));
      expect(callsTo(fetchMock, 'DELETE', '/api/admin/settings/logo')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('img', { name: 'Current logo' })).toBeNull());
    });

    it('when the owner backs out of removing, then nothing is sent and the logo stays', async () => {
      const user = userEvent.setup();
      const { fetchMock } = openWithLogo(LOGO);

      await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep as is' }));

      expect(callsTo(fetchMock, 'DELETE', '/api/admin/settings/logo')).toHaveLength(0);
      expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    });
  });
});
