import { ADMIN_MAIL_MESSAGES, type AdminMail } from '@bookstore/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderAdmin } from '../test-utils';

const failed: AdminMail = {
  id: '5b1f3c9e-1111-4d0e-9d3a-8f1b1c2d3e40',
  kind: 'order-update',
  recipient: 'ayesha@example.com',
  subject: 'Your order KG-10234 was shipped',
  status: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2026-11-01T10:00:00.000Z',
  nextAttemptAt: '2026-11-01T10:30:00.000Z',
  sentAt: null,
};
const pagination = (total: number) => ({ page: 1, limit: 20, total, pages: Math.ceil(total / 20) });

describe('MailPage', () => {
  afterEach(() => window.localStorage.clear());

  it('when a mail failed every try, then it is listed with its error, and Send again retries it with a toast', async () => {
    const user = userEvent.setup();
    let retried = false;
    const { fetchMock } = renderAdmin('/admin/mail', {
      routes: {
        'GET /api/admin/mail': () => ({ success: true, mails: retried ? [] : [failed], pagination: pagination(retried ? 0 : 1) }),
        [`POST /api/admin/mail/${failed.id}/retry`]: () => {
          retried = true;
          return { success: true, message: ADMIN_MAIL_MESSAGES.retried, mail: { ...failed, status: 'pending', attempts: 0 } };
        },
      },
    });

    expect(await screen.findByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(screen.getAllByText('ayesha@example.com').length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: new RegExp(`^${ADMIN_MAIL_MESSAGES.retry}`) })[0]!);

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ADMIN_MAIL_MESSAGES.retried));
    expect(callsTo(fetchMock, 'POST', `/api/admin/mail/${failed.id}/retry`)).toHaveLength(1);
    expect(await screen.findByText(ADMIN_MAIL_MESSAGES.empty)).toBeInTheDocument();
  });
});
