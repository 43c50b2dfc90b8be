import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PackageIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { Panel } from '@/components/ui/panel';
import { useShopperSession } from '@/session';
import { OrdersList } from '@/features/orders';

/** /orders (spec 'Orders'): the customer's orders, or an invitation to sign in. */
export function OrdersPage() {
  const session = useShopperSession();

  return (
    <div className="container page">
      <DocumentTitle title="My Orders" />
      <h1 className="page-title">MY ORDERS</h1>
      {session.isLoading ? (
        <PageLoader label="Loading your orders…" />
      ) : session.isSignedIn ? (
        <OrdersList />
      ) : (
        <Panel
          title="Please Log In"
          icon={<PackageIcon size={40} />}
          actions={
            <>
              <Link to="/login?redirect=/orders" className="btn btn--primary">
                Login
              </Link>
              <Link to="/register?redirect=/orders" className="btn btn--outline">
                Register
              </Link>
            </>
          }
        >
          Log in to see your orders, their status and courier tracking.
        </Panel>
      )}
    </div>
  );
}
