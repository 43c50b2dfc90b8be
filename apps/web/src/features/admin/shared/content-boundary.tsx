import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * A back-office page that fails to render (or whose chunk fails to load) shows its error inside the
 * admin frame; moving to another page (a new `resetKey`) tries again.
 */
export class ContentBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Back-office page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Panel
        title="Something went wrong"
        tone="error"
        actions={
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        }
      >
        This page could not be shown. Please reload or try again later.
      </Panel>
    );
  }
}
