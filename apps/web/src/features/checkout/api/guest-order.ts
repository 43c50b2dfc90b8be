import { guestPaths, UPLOAD_FIELDS, type CheckoutForm, type CheckoutItem } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/orders/guest-create: the checkout form without an account. The form's first and last name
 * travel as the guest's one name; the server prices every line itself.
 */
export function placeGuestOrder(form: CheckoutForm, items: CheckoutItem[], idempotencyKey: string) {
  return apiCall(guestPaths.create, {
    body: {
      guestName: `${form.firstName} ${form.lastName}`.trim(),
      guestEmail: form.email,
      guestPhone: form.mobileNumber,
      shippingAddress: form.address,
      city: form.city,
      postCode: form.postCode,
      country: form.country,
      items,
      paymentMethod: form.paymentMethod,
      onlinePaymentOption: form.onlinePaymentOption,
      idempotencyKey,
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** POST /api/checkout/guest-upload-proof: the order, the e-mail it was placed with, and the screenshot. */
export function uploadGuestPaymentProof(orderId: string, guestEmail: string, file: File) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('guestEmail', guestEmail);
  form.append(UPLOAD_FIELDS.proof, file, file.name);
  return apiCall(guestPaths.uploadProof, { body: form });
}
