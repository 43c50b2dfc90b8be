/** Couriers of spec section 4: a name, a tracking page and guidance for the shopper. */
export const COURIER_IDS = ['tcs', 'leopard', 'trax', 'postex', 'pakistan_post', 'other'] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export interface Courier {
  id: CourierId;
  name: string;
  /** Tracking page; null for 'other'. */
  trackingUrl: string | null;
  /**
   * The tracking page with the parcel's id in its URL ('{id}' stands for it), only where the courier's
   * site is known to take it so; null otherwise (the shopper copies the id and pastes it there).
   */
  trackingUrlTemplate: string | null;
  guidance: string;
}

export const COURIERS: Record<CourierId, Courier> = {
  tcs: {
    id: 'tcs',
    name: 'TCS',
    trackingUrl: 'https://www.tcsexpress.com/track/',
    trackingUrlTemplate: 'https://www.tcsexpress.com/track/{id}',
    guidance: 'Open the TCS tracking page and enter your tracking ID to see where your parcel is.',
  },
  leopard: {
    id: 'leopard',
    name: 'Leopard Courier',
    trackingUrl: 'https://www.leopardscourier.com/tracking',
    trackingUrlTemplate: null,
    guidance: 'Open the Leopard tracking page and enter your tracking ID (CN number).',
  },
  trax: {
    id: 'trax',
    name: 'Trax',
    trackingUrl: 'https://trax.pk/tracking/',
    trackingUrlTemplate: null,
    guidance: 'Open the Trax tracking page and enter your tracking ID.',
  },
  postex: {
    id: 'postex',
    name: 'PostEx',
    trackingUrl: 'https://postex.pk/tracking',
    trackingUrlTemplate: null,
    guidance: 'Open the PostEx tracking page and enter your tracking ID.',
  },
  pakistan_post: {
    id: 'pakistan_post',
    name: 'Pakistan Post',
    trackingUrl: 'https://ep.gov.pk/track.asp',
    trackingUrlTemplate: 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={id}',
    guidance: 'Open the Pakistan Post tracking page and enter your article (tracking) number.',
  },
  other: {
    id: 'other',
    name: 'Other courier',
    trackingUrl: null,
    trackingUrlTemplate: null,
    guidance: 'Please contact our support team with your tracking ID for the latest status of your parcel.',
  },
};

export const UNKNOWN_COURIER_GUIDANCE = 'No tracking information is available for this courier.';

export function findCourier(id: string | null | undefined): Courier | null {
  return id && Object.hasOwn(COURIERS, id) ? COURIERS[id as CourierId] : null;
}

/**
 * Where 'Track' takes the shopper for a parcel: the courier's page with the id filled in when its site
 * takes it in the URL (`fillsId`), else the courier's tracking page to paste the copied id into; null
 * without an id or a known courier page.
 */
export function courierTrackingLink(shippingMethod: string | null | undefined, trackingId: string | null | undefined): { url: string; fillsId: boolean } | null {
  const courier = findCourier(shippingMethod);
  const id = trackingId?.trim();
  if (!courier || !id) return null;
  if (courier.trackingUrlTemplate) return { url: courier.trackingUrlTemplate.replace('{id}', encodeURIComponent(id)), fillsId: true };
  return courier.trackingUrl ? { url: courier.trackingUrl, fillsId: false } : null;
}
