import { checkoutPaths, UPLOAD_FIELDS } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';

/** POST /api/checkout/upload-proof: multipart `orderId` + the screenshot in the 'proof' field. */
export function uploadPaymentProof(orderId: string, file: File) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append(UPLOAD_FIELDS.proof, file, file.name);
  return apiCall(checkoutPaths.uploadProof, { body: form });
}
