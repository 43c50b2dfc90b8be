import { checkoutPaths, guestPaths, UPLOAD_FIELDS } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';

function proofForm(orderId: string, file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('orderId', orderId);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(UPLOAD_FIELDS.proof, file, file.name);
  return form;
}

/** POST /api/checkout/upload-proof: a new screenshot for the signed-in customer's own order. */
export const uploadOwnProof = (orderId: string, file: File) => apiCall(checkoutPaths.uploadProof, { body: proofForm(orderId, file) });

/** POST /api/checkout/guest-upload-proof: a guest proves the order by the e-mail it was placed with. */
export const uploadGuestProof = (orderId: string, guestEmail: string, file: File) =>
  apiCall(guestPaths.uploadProof, { body: proofForm(orderId, file, { guestEmail }) });
