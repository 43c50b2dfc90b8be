import { findCourier, UNKNOWN_COURIER_GUIDANCE, type Order } from '@bookstore/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TrackingLink, useCopyTrackingId } from './tracking-link';

/** 'Order Track Id': the courier, its tracking page (with the id in it where it can be), what to do there, and the id to copy. */
export function TrackingDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const copyId = useCopyTrackingId();
  if (!order || !order.trackingId) return null;
  const trackingId = order.trackingId;
  const courier = findCourier(order.shippingMethod);
  const copy = () => copyId(trackingId);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Order Track Id"
      actions={
        <>
          <TrackingLink shippingMethod={order.shippingMethod} trackingId={trackingId} />
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <dl className="tracking">
        <div>
          <dt>Courier</dt>
          <dd>{courier?.name ?? order.shippingMethod}</dd>
        </div>
        <div>
          <dt>Tracking ID</dt>
          <dd className="tracking__id">
            <code>{trackingId}</code>
            <button type="button" className="btn btn--outline tracking__copy" onClick={() => void copy()}>
              Copy
            </button>
          </dd>
        </div>
      </dl>
      <p className="tracking__guidance">{courier?.guidance ?? UNKNOWN_COURIER_GUIDANCE}</p>
    </Dialog>
  );
}
