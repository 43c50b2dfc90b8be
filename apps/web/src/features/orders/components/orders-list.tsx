import { canTrackOrder, MESSAGES, type Order } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PackageIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ordersKeys, useShopperSession } from '@/session';
import { errorMessage } from '@/lib/api-client';
import { useOrders } from '../api/get-orders';
import { uploadOwnProof } from '../api/upload-proof';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { TrackingDialog } from './tracking-dialog';
import '../orders.css';

const NO_ORDERS: Order[] = [];

function OrdersSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading your orders…</span>
      <div className="orders-list" aria-hidden="true">
        {[0, 1].map((key) => (
          <div key={key} className="order-card">
            <Skeleton style={{ width: '45%', height: '1.2rem' }} />
            <Skeleton style={{ width: '70%', height: '1rem', marginTop: '0.75rem' }} />
            <Skeleton style={{ width: '100%', height: '3.5rem', marginTop: '0.75rem' }} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The signed-in customer's orders (the /orders page and the account's orders tab): loading, 'No Orders Yet',
 * or the cards, newest first, with 'Load older orders' while there are more. A failed fetch toasts
 * 'Failed to fetch orders' and shows the list as empty.
 */
export function OrdersList() {
  const { userId } = useShopperSession();
  const query = useOrders(userId);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [detailsOf, setDetailsOf] = useState<Order | null>(null);
  const [trackingOf, setTrackingOf] = useState<Order | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(errorMessage(query.error, MESSAGES.orders.fetchFailed));
  }, [query.isError, query.error, toast]);

  const uploadProof = async (order: Order, file: File) => {
    await uploadOwnProof(order.id, file);
    await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  };

  const track = (order: Order) => {
    if (canTrackOrder(order)) setTrackingOf(order);
    else toast.info(MESSAGES.tracking.notAdded);
  };

  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.orders) ?? NO_ORDERS, [query.data]);
  if (userId !== null && query.isPending) return <OrdersSkeleton />;
  if (orders.length === 0) {
    return (
      <Panel
        title={MESSAGES.empty.noOrders}
        icon={<PackageIcon size={40} />}
        links={[{ to: '/collections', label: 'Start Shopping' }]}
      >
        Your orders will appear here once you place one.
      </Panel>
    );
  }

  return (
    <>
      <ul className="orders-list" aria-label="Your orders">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onDetails={() => setDetailsOf(order)} onTrack={() => track(order)} onUploadProof={(file) => uploadProof(order, file)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button type="button" className="btn btn--outline orders-list__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load older orders'}
        </button>
      )}
      <OrderDetailsDialog order={detailsOf} onClose={() => setDetailsOf(null)} />
      <TrackingDialog order={trackingOf} onClose={() => setTrackingOf(null)} />
    </>
  );
}
