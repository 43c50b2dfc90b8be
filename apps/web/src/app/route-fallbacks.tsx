import { STORE_NAME } from '@bookstore/contracts';
import { Component, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '@/components/ui/panel';
import { PageLoader } from '@/components/ui/page-loader';
import { useStoreName } from '@/session/store-name';

/** First load, before the first page's code has arrived. */
export function AppLoading() {
  return (
    <div className="app-loading">
      <p className="app-loading__brand">{useStoreName()}</p>
      <PageLoader />
    </div>
  );
}

function describe(error: unknown): { title: string; text: string } {
  // a chunk that no longer exists after a new release fails to import: a reload fetches the new one
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return { title: 'Something went wrong', text: 'This page could not be loaded. Please check your connection and reload.' };
  }
  return { title: 'Something went wrong', text: 'This page could not be shown. Please reload or try again later.' };
}

/** A page failed: the header and footer stay, the page area explains and offers a way on. */
export function RouteErrorFallback({ error }: { error: unknown }) {
  const { title, text } = describe(error);
  return (
    <div className="container page">
      <Panel
        title={title}
        tone="error"
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              Reload
            </button>
            <Link to="/" className="btn btn--outline">
              Go to Home
            </Link>
          </>
        }
      >
        {text}
      </Panel>
    </div>
  );
}

/** The layout itself failed: a bare page without header or footer. */
export function RootErrorFallback({ error }: { error: unknown }) {
  const { title, text } = describe(error);
  return (
    <main className="container page">
      <p className="app-loading__brand">{STORE_NAME}</p>
      <Panel
        title={title}
        tone="error"
        level={2}
        actions={
          <a href="/" className="btn btn--primary">
            Go to Home
          </a>
        }
      >
        {text}
      </Panel>
    </main>
  );
}

interface ErrorBoundaryProps {
  fallback: ComponentType<{ error: unknown }>;
  children: ReactNode;
  /** When it changes (the next page), a shown error is cleared. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

/** Shows `fallback` instead of children that threw while rendering (or whose chunk failed to load). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: undefined };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} /> : children;
  }
}
