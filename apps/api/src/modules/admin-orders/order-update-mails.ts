import { POLICIES, courierTrackingLink, findCourier, orderStatusMessage, orderStatusSentence, type OrderStatus } from '@bookstore/contracts';
import { plain, renderMail, type MailBlock, type MailSender, type RenderedMail } from '../../lib/mail/templates/layout';

/** What a customer's order-update mail needs to know about the order (after the change). */
export interface OrderUpdateMailInput {
  /** 'KG-10234'. */
  orderNumber: string;
  firstName: string;
  status: OrderStatus;
  shippingMethod: string | null;
  trackingId: string | null;
  estimatedDelivery: string | null;
  storeUrl: string;
  /** The store's name and address from its settings. */
  sender: MailSender;
  /**
   * Placed without an account: the mail points to the status page's look-up by order number and e-mail
   * (PUBLIC_URL/track-order), as the private link's token is stored only hashed and cannot be re-sent.
   */
  isGuest?: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));


export const REFUND_NOTE = `If you have already paid, the amount is refunded within ${POLICIES.wrongPaymentRefundBusinessDays} business days.`;

const greeting = (firstName: string): MailBlock => ({ text: plain(firstName) ? `Hello ${plain(firstName)},` : 'Hello,' });

/** Courier, tracking id and where to follow the parcel; nothing when no tracking id is set. */
function trackingBlocks(input: OrderUpdateMailInput): MailBlock[] {
  const blocks: MailBlock[] = [];
  if (input.trackingId) {
    const courier = findCourier(input.shippingMethod);
    const link = courierTrackingLink(input.shippingMethod, input.trackingId);
    blocks.push({ text: `Courier: ${courier?.name ?? 'Courier'}. Tracking ID: ${plain(input.trackingId)}` });
    if (link?.fillsId) blocks.push({ text: `Track your parcel at ${link.url}` });
    else blocks.push({ text: link ? `Track your parcel at ${link.url} (enter your tracking ID there)` : (courier?.guidance ?? '') });
  }
  if (input.estimatedDelivery) blocks.push({ text: `Estimated delivery: ${formatDay(input.estimatedDelivery)}` });
  return blocks.filter((block) => block.text);
}

const closing = ({ storeUrl, isGuest }: OrderUpdateMailInput): MailBlock[] => [
  {
    text: isGuest
      ? `You can follow your order at ${storeUrl}/track-order with your order number and this e-mail address, or with the link in your order confirmation.`
      : `You can follow your order at ${storeUrl}/orders.`,
  },
];
const footer = (storeUrl: string) => `${storeUrl} · You get this mail because you placed an order on our store.`;

/** The order moved to a new status. */
export function statusChangedMail(input: OrderUpdateMailInput & { refundNote: boolean }): RenderedMail {
  const shipping = ['shipped', 'out_for_delivery'].includes(input.status) ? trackingBlocks(input) : [];
  return renderMail(
    input.sender,
    `${input.sender.name}: order ${input.orderNumber} ${orderStatusMessage(input.status)}`,
    [
      greeting(input.firstName),
      { text: orderStatusSentence(input.status, input.orderNumber) },
      ...shipping,
      ...(input.refundNote ? [{ text: REFUND_NOTE }] : []),
      ...closing(input),
    ],
    footer(input.storeUrl),
  );
}

/** The payment proof was accepted (and a pending order confirmed). */
export function proofApprovedMail(input: OrderUpdateMailInput): RenderedMail {
  const number = input.orderNumber;
  return renderMail(
    input.sender,
    `${input.sender.name}: payment verified for order ${number}`,
    [
      greeting(input.firstName),
      { text: `We have verified your payment for order ${number}. Thank you!` },
      { text: orderStatusSentence(input.status, input.orderNumber) },
      ...closing(input),
    ],
    footer(input.storeUrl),
  );
}

/** The payment proof was refused: the order is cancelled, with the reason and the refund promise. */
export function proofRejectedMail(input: OrderUpdateMailInput & { reason: string }): RenderedMail {
  const number = input.orderNumber;
  return renderMail(
    input.sender,
    `${input.sender.name}: order ${number} ${orderStatusMessage(input.status)}`,
    [
      greeting(input.firstName),
      { text: `We could not verify the payment proof you sent for order ${number}.` },
      { text: `Reason: ${plain(input.reason)}` },
      { text: orderStatusSentence(input.status, input.orderNumber) },
      { text: REFUND_NOTE },
      ...closing(input),
    ],
    footer(input.storeUrl),
  );
}

/** Courier, tracking id or estimated delivery were set or changed. */
export function shippingUpdatedMail(input: OrderUpdateMailInput): RenderedMail {
  const number = input.orderNumber;
  const details = trackingBlocks(input);
  const courier = findCourier(input.shippingMethod);
  return renderMail(
    input.sender,
    `${input.sender.name}: ${input.trackingId ? 'tracking details' : 'delivery update'} for order ${number}`,
    [
      greeting(input.firstName),
      { text: `Here are the latest delivery details of your order ${number}.` },
      ...(details.length ? details : [{ text: courier ? `Courier: ${courier.name}. The tracking ID follows soon.` : 'The delivery details were updated.' }]),
      ...closing(input),
    ],
    footer(input.storeUrl),
  );
}
