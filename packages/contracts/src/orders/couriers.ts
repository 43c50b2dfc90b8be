/** Couriers of spec section 4: a name, a tracking page and guidance for the shopper. */
export const COURIER_IDS = ['tcs', 'leopard', 'trax', 'postex', 'pakistan_post', 'other'] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export interface Courier {
  id: CourierId;
  name: string;
  /** Tracking page; null for 'other'. */
  trackingUrl: string | null;
  guidance: string;
}

export const COURIERS: Record<CourierId, Courier> = {
  tcs: {
    id: 'tcs',
    name: 'TCS',
    trackingUrl: 'https://www.tcsexpress.com/track/',
    guidance: 'Open the TCS tracking page and enter your tracking ID to see where your parcel is.',
  },
  leopard: {
    id: 'leopard',
    name: 'Leopard Courier',
    trackingUrl: 'https://www.leopardscourier.com/tracking',
    guidance: 'Open the Leopard tracking page and enter your tracking ID (CN number).',
  },
  trax: {
    id: 'trax',
    name: 'Trax',
    trackingUrl: 'https://trax.pk/tracking/',
    guidance: 'Open the Trax tracking page and enter your tracking ID.',
  },
  postex: {
    id: 'postex',
    name: 'PostEx',
    trackingUrl: 'https://postex.pk/tracking',
    guidance: 'Open the PostEx tracking page and enter your tracking ID.',
  },
  pakistan_post: {
    id: 'pakistan_post',
    name: 'Pakistan Post',
    trackingUrl: 'https://ep.gov.pk/track.asp',
    guidance: 'Open the Pakistan Post tracking page and enter your article (tracking) number.',
  },
  other: {
    id: 'other',
    name: 'Other courier',
    trackingUrl: null,
    guidance: 'Please contact our support team with your tracking ID for the latest status of your parcel.',
  },
};

export const UNKNOWN_COURIER_GUIDANCE = 'No tracking information is available for this courier.';

export function findCourier(id: string | null | undefined): Courier | null {
  return id && Object.hasOwn(COURIERS, id) ? COURIERS[id as CourierId] : null;
}
