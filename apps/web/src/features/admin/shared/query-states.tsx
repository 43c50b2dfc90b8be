import { MESSAGES } from '@bookstore/contracts';
import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';

/** A failed load: the server's message (or the catalogue's fallback) and a Retry button. */
export function ErrorState({ error, onRetry, title = 'Could not load this page' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const forbidden = isApiError(error) && error.code === 'FORBIDDEN';
  const notFound = isApiError(error) && error.code === 'NOT_FOUND';
  return (
    <Panel
      title={forbidden ? 'Not allowed' : notFound ? 'Not found' : title}
      tone="error"
      icon={<AlertIcon size={36} />}
      actions={
        onRetry && !forbidden && !notFound ? (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Retry
          </button>
        ) : undefined
      }
    >
      {forbidden ? MESSAGES.session.forbidden : errorMessage(error)}
    </Panel>
  );
}

/** Nothing to show: a title, a line of what to do, and maybe an action. */
export function EmptyState({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Panel title={title} level={2} actions={actions}>
      {children}
    </Panel>
  );
}

/** Grey rows while a list loads. */
export function ListSkeleton({ rows = 5, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div className="admin-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="admin-skeleton__row" />
      ))}
    </div>
  );
}

interface LoadedProps<Data> {
  /** The query of the page's data (a TanStack Query result fits). */
  query: { isPending: boolean; isError: boolean; error: unknown; data: Data | undefined; refetch: () => unknown };
  /** The skeleton while it loads: how many rows, and what is announced. */
  rows?: number;
  loadingLabel: string;
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}

/** A page's data: grey rows while it loads, the error with Retry if it failed, else the page drawn from it. */
export function Loaded<Data>({ query, rows, loadingLabel, errorTitle, children }: LoadedProps<Data>) {
  if (query.isPending) return <ListSkeleton rows={rows} label={loadingLabel} />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  return children(query.data);
}
