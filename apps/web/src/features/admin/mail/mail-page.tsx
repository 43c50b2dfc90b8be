import { ADMIN_MAIL_MESSAGES as M, type AdminMail } from '@bookstore/contracts';
import { DocumentTitle } from '@/session/document-title';
import { formatDate } from '../shared/format';
import { type Column, DataTable } from '../shared/data-table';
import { pageParam, useUrlFilters } from '../shared/use-url-filters';
import { useFailedMails, useRetryMail } from './mail-api';

function RetryButton({ mail }: { mail: AdminMail }) {
  const retry = useRetryMail();
  return (
    <button
      type="button"
      className="btn btn--primary admin-btn--small"
      disabled={retry.isPending}
      onClick={() => retry.mutate(mail.id)}
      aria-label={`${M.retry}: ${mail.subject} to ${mail.recipient}`}
    >
      {M.retry}
    </button>
  );
}

const MAIL_COLUMNS: readonly Column<AdminMail>[] = [
  {
    header: 'Mail',
    cell: (mail) => (
      <>
        <bdi>{mail.subject}</bdi>
        <span className="admin-table__sub">{mail.recipient}</span>
      </>
    ),
  },
  { header: 'Queued', cell: (mail) => formatDate(mail.createdAt) },
  { header: 'Tries', cell: (mail) => mail.attempts },
  { header: 'Error', cell: (mail) => mail.lastError ?? '—' },
  { header: 'Action', cell: (mail) => <RetryButton mail={mail} /> },
];

/** /admin/mail: mails that failed every try, with the mail server's error and a button to send again. */
export function MailPage() {
  const { params } = useUrlFilters();
  const mails = useFailedMails({ status: 'failed', page: pageParam(params) });
  const data = mails.data;
  return (
    <>
      <DocumentTitle title={M.title} />
      <h1 className="admin-title">{M.title}</h1>
      <p className="admin-muted">{M.subtitle}</p>
      <DataTable
        caption={M.title}
        columns={MAIL_COLUMNS}
        rows={data?.mails}
        rowKey={(mail) => mail.id}
        query={mails}
        noun="mails"
        empty={{ message: M.empty }}
        pagination={data?.pagination}
      />
    </>
  );
}
