import { courierTrackingLink, findCourier, MESSAGES } from '@bookstore/contracts';
import { useToast } from '@/components/ui/toast';

/** Copies the tracking id and says so (or that it could not). */
export function useCopyTrackingId() {
  const toast = useToast();
  return async (trackingId: string, message: string = MESSAGES.tracking.copied) => {
    try {
      await navigator.clipboard.writeText(trackingId);
      toast.success(message);
    } catch {
      toast.error(MESSAGES.tracking.copyFailed);
    }
  };
}

/**
 * Where to follow the parcel: the courier's page with the tracking id already in it where its site takes
 * it in the URL; otherwise 'Copy tracking ID' (then paste it there) and a link to the courier's page.
 */
export function TrackingLink({ shippingMethod, trackingId }: { shippingMethod: string | null; trackingId: string | null }) {
  const copy = useCopyTrackingId();
  const link = courierTrackingLink(shippingMethod, trackingId);
  const courier = findCourier(shippingMethod);
  if (!link || !courier || !trackingId) return null;
  if (link.fillsId) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn btn--primary">
        Track on {courier.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => void copy(trackingId, MESSAGES.tracking.copiedPaste)}>
        Copy tracking ID
      </button>
      <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn btn--outline">
        Open {courier.name} tracking
        <span className="visually-hidden"> (opens in a new tab; paste your tracking ID there)</span>
      </a>
    </>
  );
}
