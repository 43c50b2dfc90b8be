import type { ReactNode } from 'react';
import { DocumentTitle } from '@/session/document-title';
import '../auth.css';

/** The centred card of the sign-in pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page">
      <DocumentTitle title={title} />
      <div className="auth-card">
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
