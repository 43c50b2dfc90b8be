import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/session';
import { useStoreName } from '@/session/store-name';
import { AdminSessionContext } from './admin-session';

/** A signed-in customer who opened /admin: a plain explanation and the ways back. */
export function NotAllowedPage() {
  return (
    <main className="admin-gate container page" id="admin-main">
      <DocumentTitle title="Not allowed" />
      <p className="admin-gate__brand">{useStoreName()}</p>
      <Panel
        title="Not allowed"
        tone="error"
        level={1}
        links={[
          { to: '/', label: 'Back to store' },
          { to: '/account', label: 'My Account' },
        ]}
      >
        The back office is for the shop's staff only. Your account does not have access to it.
      </Panel>
    </main>
  );
}

/**
 * The back office's door: waits while a stored session is checked, sends a visitor to the login page
 * (coming back here afterwards) and stops a customer. The API checks the role on every call too.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const loginPath = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const mustSignIn = !isLoading && !user;

  // navigate() rather than <Navigate>, which would add its code to the shopper's bundle
  useEffect(() => {
    if (mustSignIn) navigate(loginPath, { replace: true });
  }, [mustSignIn, loginPath, navigate]);

  if (isLoading || mustSignIn) {
    return (
      <div className="admin-gate">
        <PageLoader label="Checking your access…" />
      </div>
    );
  }
  if (!user) return null;
  if (user.role !== 'admin') return <NotAllowedPage />;
  return <AdminSessionContext.Provider value={user}>{children}</AdminSessionContext.Provider>;
}
