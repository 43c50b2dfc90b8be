import { defaultStoreSettings, STORE_SETTINGS_MESSAGES as M, type AdminStoreSettingsResponse, type StoreSettings } from '@bookstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
