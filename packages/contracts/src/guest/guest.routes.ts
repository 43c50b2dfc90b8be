import { uploadProofResponseSchema } from '../checkout/checkout.schemas';
import { defineEndpoint } from '../common/endpoint';
import { guestSpecs } from './guest.paths';
import {
  guestCreateBodySchema,
  guestCreateResponseSchema,
  guestUploadProofBodySchema,
  trackedOrderResponseSchema,
  trackLookupBodySchema,
  trackTokenParamsSchema,
} from './guest.schemas';

/** Checkout without an account and the order status page it leads to (docs/guest-checkout.md). */
export const guestRoutes = {
  create: defineEndpoint({ ...guestSpecs.create, body: guestCreateBodySchema, response: guestCreateResponseSchema }),
  /** Multipart: `orderId`, `guestEmail` and the file field 'proof' (UPLOAD_FIELDS.proof). */
  uploadProof: defineEndpoint({ ...guestSpecs.uploadProof, body: guestUploadProofBodySchema, response: uploadProofResponseSchema }),
  trackByToken: defineEndpoint({ ...guestSpecs.trackByToken, params: trackTokenParamsSchema, response: trackedOrderResponseSchema }),
  trackLookup: defineEndpoint({ ...guestSpecs.trackLookup, body: trackLookupBodySchema, response: trackedOrderResponseSchema }),
};
