import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { UserIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/session';
import { AccountMenu, type AccountTab, AddressSection, Avatar, isAccountTab, panelId, ProfileSection, SecuritySection, tabId } from '@/features/account';
import { OrdersList } from '@/features/orders';
import '@/features/account/account.css';

/** Without a session the account page asks the shopper to sign in (spec 'Account'). */
function AccountAccess() {
  return (
    <Panel
      title="ACCOUNT ACCESS"
      icon={<UserIcon size={40} />}
      actions={
        <>
          <Link to="/login?redirect=/account" className="btn btn--primary">
            Login
          </Link>
          <Link to="/register?redirect=/account" className="btn btn--outline">
            Create Account
          </Link>
        </>
      }
    >
      Sign in to manage your profile, address, orders and security settings.
    </Panel>
  );
}

/** MY ACCOUNT: Profile, Address, My Orders and Security, one at a time (the tab is kept in ?tab=). */
export function AccountPage() {
  const { user, isLoading, logout } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const active: AccountTab = isAccountTab(requested) ? requested : 'profile';

  const select = (tab: AccountTab) => setParams(tab === 'profile' ? {} : { tab }, { replace: true });
  const signOut = async () => {
    navigate('/');
    await logout();
  };

  let content;
  if (user) {
    content = (
      <div className="account-layout">
        <aside className="account-aside">
          <div className="account-aside__who">
            <Avatar user={user} src={user.profilePicture} size={48} />
            <div>
              <p className="account-aside__name" dir="auto">
                {`${user.name} ${user.lastName}`.trim()}
              </p>
              <p className="account-aside__email">{user.email}</p>
            </div>
          </div>
          <AccountMenu active={active} onSelect={select} onSignOut={signOut} />
        </aside>
        <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} className="account-panel">
          {active === 'profile' && <ProfileSection user={user} />}
          {active === 'address' && <AddressSection user={user} />}
          {active === 'orders' && (
            <section className="account-section" aria-labelledby="orders-heading">
              <div className="account-section__head">
                <h2 id="orders-heading">My Orders</h2>
              </div>
              <OrdersList />
            </section>
          )}
          {active === 'security' && <SecuritySection user={user} />}
        </div>
      </div>
    );
  } else if (isLoading) {
    content = <PageLoader />;
  } else {
    content = <AccountAccess />;
  }

  return (
    <div className="container page">
      <DocumentTitle title="My Account" />
      <h1 className="page-title">MY ACCOUNT</h1>
      {content}
    </div>
  );
}
