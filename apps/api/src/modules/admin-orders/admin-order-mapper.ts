import {
  adminOrdersRoutes,
  buildPath,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  courierTrackingLink,
  formatOrderNumber,
  shortOrderId,
  toRupees,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderStatus,
} from '@bookstore/contracts';
import type { adminOrdersRepository, OrderSummaryRow } from './admin-orders.repository';

type Repo = typeof adminOrdersRepository;
type DetailRow = NonNullable<Awaited<ReturnType<Repo['findWithCustomer']>>>;
type ItemRow = Awaited<ReturnType<Repo['itemsOf']>>[number];
type ProofRow = Awaited<ReturnType<Repo['proofsOf']>>[number];
type EventRow = Awaited<ReturnType<Repo['eventsOf']>>[number];


const fullName = (person: { name: string; lastName: string }) => `${person.name} ${person.lastName}`.trim();

const asStatus = (value: string | null): OrderStatus | null =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;

/** The courier's tracking page (with the id in it where the courier's site takes it), when the courier and the tracking id are both known. */
export function trackingUrlOf(order: { shippingMethod: string | null; trackingId: string | null }): string | null {
  return courierTrackingLink(order.shippingMethod, order.trackingId)?.url ?? null;
}

export function toAdminOrderSummary(row: OrderSummaryRow): AdminOrderSummary {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    shortId: shortOrderId(row.id),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    mobileNumber: row.mobileNumber,
    city: row.city,
    itemCount: row.itemCount,
    total: toRupees(row.totalPaisa),
    paymentMethod: row.paymentMethod,
    onlinePaymentOption: row.onlinePaymentOption,
    paymentStatus: row.paymentStatus,
    proofWaiting: row.proofWaiting,
    shippingMethod: row.shippingMethod,
    trackingId: row.trackingId,
    isGuest: row.isGuest,
  };
}

export function toAdminOrderDetail(row: DetailRow, items: ItemRow[], proofs: ProofRow[], events: EventRow[]): AdminOrderDetail {
  const { order, customer } = row;
  return {
    ...toAdminOrderSummary({ ...order, itemCount: row.itemCount, proofWaiting: row.proofWaiting }),
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      image: item.image,
      format: item.format,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaisa),
      originalPrice: item.originalPricePaisa === null ? null : toRupees(item.originalPricePaisa),
      lineTotal: toRupees(item.unitPricePaisa * item.quantity),
    })),
    customer: customer ? { id: customer.id, name: fullName(customer), email: customer.email } : null,
    shippingAddress: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      mobileNumber: order.mobileNumber,
      address: order.address,
      city: order.city,
      postCode: order.postCode,
      country: order.country,
    },
    subtotal: toRupees(order.subtotalPaisa),
    tax: toRupees(order.taxPaisa),
    shippingFee: toRupees(order.shippingFeePaisa),
    estimatedDelivery: order.estimatedDelivery,
    proofs: proofs.map(({ proof, reviewer }) => ({
      id: proof.id,
      // the API streams the screenshot to admins; where it is stored never leaves the server
      url: buildPath(adminOrdersRoutes.proofImage.path, { orderId: order.id, proofId: proof.id }),
      status: proof.status,
      rejectReason: proof.rejectReason,
      createdAt: proof.createdAt.toISOString(),
      reviewedAt: proof.reviewedAt?.toISOString() ?? null,
      reviewedBy: reviewer ? { id: reviewer.id, name: fullName(reviewer) } : null,
    })),
    events: events.map(({ event, actor }) => ({
      id: event.id,
      actor: actor ? { id: actor.id, name: fullName(actor) } : null,
      fromStatus: asStatus(event.fromStatus),
      toStatus: asStatus(event.toStatus),
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    allowedStatuses: [...ORDER_STATUS_TRANSITIONS[order.status]],
    trackingUrl: trackingUrlOf(order),
  };
}
