import {
  formatPaisa,
  PAYMENT_METHOD_LABELS,
  POLICIES,
  type OnlinePaymentOption,
  type PaymentMethod,
} from '@bookstore/contracts';
import { plain, renderMail, type MailBlock, type MailSender, type RenderedMail } from './layout';

export interface OrderMailLine {
  name: string;
  format: string;
  quantity: number;
  unitPricePaisa: number;
}

/** What the order mails show; every text the customer typed is escaped by the layout. */
export interface OrderMailInput {
  orderId: string;
  /** 'KG-10234': what the customer quotes, in every subject and body. */
  orderNumber: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
  paymentMethod: PaymentMethod;
  onlinePaymentOption: OnlinePaymentOption | null;
  subtotalPaisa: number;
  taxPaisa: number;
  shippingFeePaisa: number;
  totalPaisa: number;
  lines: OrderMailLine[];
  /** The store's address, for links and the footer. */
  storeUrl: string;
  /** The store's name and address from its settings. */
  sender: MailSender;
}

const lineText = (l: OrderMailLine) =>
  `${l.quantity} x ${plain(l.name)}${l.format ? ` (${plain(l.format)})` : ''}: ${formatPaisa(l.unitPricePaisa * l.quantity)}`;

function summary(input: OrderMailInput): MailBlock[] {
  const payment =
    input.paymentMethod === 'online' && input.onlinePaymentOption
      ? `${PAYMENT_METHOD_LABELS.online} (${input.onlinePaymentOption})`
      : (PAYMENT_METHOD_LABELS[input.paymentMethod] ?? input.paymentMethod);
  return [
    { text: `Order ${input.orderNumber}, placed ${input.createdAt.toISOString().slice(0, 10)}` },
    ...input.lines.map((line) => ({ text: lineText(line) })),
    { text: `Subtotal: ${formatPaisa(input.subtotalPaisa)}` },
    { text: `Tax: ${formatPaisa(input.taxPaisa)}` },
    { text: `Shipping: ${formatPaisa(input.shippingFeePaisa)}` },
    { text: `Total: ${formatPaisa(input.totalPaisa)}` },
    { text: `Payment: ${payment}` },
    {
      text: `Deliver to: ${plain(`${input.firstName} ${input.lastName}`)}, ${plain(input.address)}, ${plain(input.city)} ${plain(
        input.postCode,
      )}, ${plain(input.country)}. Mobile: ${plain(input.mobileNumber)}`,
    },
  ];
}

/**
 * To the customer: the order as placed, what happens next, and the private link of its status page
 * (`trackingUrl`: PUBLIC_URL/track-order/<token>). A guest has no account page to follow it on.
 */
export function orderConfirmationMail(input: OrderMailInput & { trackingUrl?: string; isGuest?: boolean }): RenderedMail {
  const name = plain(input.firstName);
  const next =
    input.paymentMethod === 'online'
      ? `We verify your payment within ${POLICIES.paymentVerificationHours} hours of receiving your payment proof. ` +
        `If the payment is wrong, the order is cancelled and refunded within ${POLICIES.wrongPaymentRefundBusinessDays} business days.`
      : 'Please keep the total ready in cash for the courier.';
  return renderMail(
    input.sender,
    `${input.sender.name}: order ${input.orderNumber} received`,
    [
      { text: name ? `Hello ${name},` : 'Hello,' },
      { text: 'Thank you for shopping with us. We have received your order:' },
      ...summary(input),
      { text: next },
      ...(input.isGuest ? [] : [{ text: `You can follow your order at ${input.storeUrl}/orders.` }]),
      ...(input.trackingUrl ? [{ text: `Your order's status page (keep this link private): ${input.trackingUrl}` }] : []),
    ],
    `${input.storeUrl} · You get this mail because you placed an order on our store.`,
  );
}

/** To the store: a new order to prepare. */
export function newOrderStoreMail(input: OrderMailInput): RenderedMail {
  return renderMail(
    input.sender,
    `New order ${input.orderNumber}: ${formatPaisa(input.totalPaisa)}`,
    [
      { text: `A new order was placed by ${plain(`${input.firstName} ${input.lastName}`)} (${plain(input.email)}).` },
      ...summary(input),
      { text: `Open it in the back office: ${input.storeUrl}/admin/orders/${input.orderId}` },
    ],
    input.storeUrl,
  );
}

/** To the store: a payment proof waits for review. */
export function paymentProofStoreMail(input: { orderId: string; orderNumber: string; customerEmail: string; storeUrl: string; sender: MailSender }): RenderedMail {
  return renderMail(
    input.sender,
    `Payment proof for order ${input.orderNumber}`,
    [
      { text: `The customer ${plain(input.customerEmail)} uploaded a payment proof for order ${input.orderNumber}.` },
      { text: `Please verify it within ${POLICIES.paymentVerificationHours} hours: ${input.storeUrl}/admin/orders/${input.orderId}` },
    ],
    input.storeUrl,
  );
}
