import { MESSAGES } from '@bookstore/contracts';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PackageIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { Panel } from '@/components/ui/panel';
import { TrackedOrderView, useTrackedOrder } from '@/features/orders';
import { errorMessage, isApiError } from '@/lib/api-client';
import '@/features/orders/orders.css';

/** /track-order/:token: the private link of the confirmation e-mail; it works without signing in. */
export function TrackedOrderPage() {
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);
  return (
    <div className="container page track-page">
      <DocumentTitle title="Your Order" />
      <h1 className="page-title">YOUR ORDER</h1>
      {order.isPending ? (
        <PageLoader label="Loading your order…" />
      ) : order.isError ? (
        <Panel
          title={isApiError(order.error) && order.error.code !== 'NOT_FOUND' && order.error.code !== 'VALIDATION' ? 'Something went wrong' : 'Link not valid'}
          icon={<PackageIcon size={40} />}
          actions={
            <Link to="/track-order" className="btn btn--primary">
              Track by order number
            </Link>
          }
        >
          {errorMessage(order.error, MESSAGES.guest.linkInvalid)}
        </Panel>
      ) : (
        <TrackedOrderView order={order.data} />
      )}
    </div>
  );
}
