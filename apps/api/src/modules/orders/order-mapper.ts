import { formatOrderNumber, toRupees, type Order } from '@bookstore/contracts';
import type { OrderItemRow, OrderRow } from './orders.repository';

/**
 * An order as the customer sees it: rupees, the address as entered, lines as sold (snapshots).
 * `rejectReason` is the latest refused proof's reason; it shows only while the payment is 'rejected'.
 */
export function toOrder(row: OrderRow, items: OrderItemRow[], rejectReason: string | null = null): Order {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    estimatedDelivery: row.estimatedDelivery,
    trackingId: row.trackingId,
    shippingMethod: row.shippingMethod,
    shippingAddress: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobileNumber: row.mobileNumber,
      address: row.address,
      city: row.city,
      postCode: row.postCode,
      country: row.country,
    },
    paymentMethod: row.paymentMethod,
    onlinePaymentOption: row.onlinePaymentOption,
    paymentStatus: row.paymentStatus,
    paymentRejectReason: row.paymentStatus === 'rejected' ? rejectReason : null,
    totalPrice: toRupees(row.totalPaisa),
    subtotal: toRupees(row.subtotalPaisa),
    taxes: toRupees(row.taxPaisa),
    shippingFee: toRupees(row.shippingFeePaisa),
    items: items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaisa),
      format: item.format,
      product: { name: item.name, image: item.image },
    })),
  };
}
