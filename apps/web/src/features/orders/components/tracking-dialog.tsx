import { findCourier, MESSAGES, UNKNOWN_COURIER_GUIDANCE, type Order } from '@bookstore/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';

/** 'Order Track Id': the courier, its tracking page, what to do there, and the id to copy. */
export function TrackingDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const toast = useToast();
  if (!order || !order.trackingId) return null;
  const trackingId = order.trackingId;
  const courier = findCourier(order.shippingMethod);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trackingId);
      toast.success(MESSAGES.tracking.copied);
    } catch {
      toast.error(MESSAGES.tracking.copyFailed);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Order Track Id"
      actions={
        <>
          {courier?.trackingUrl && (
            <a href={courier.trackingUrl} target="_blank" rel="noopener noreferrer" className="btn btn--primary">
              Track on {courier.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
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
