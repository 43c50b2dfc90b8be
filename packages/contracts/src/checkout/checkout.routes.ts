import { defineEndpoint } from '../common/endpoint';
import { checkoutSpecs } from './checkout.paths';
import {
  calculateCheckoutBodySchema,
  checkoutCalculationSchema,
  processCheckoutBodySchema,
  processCheckoutResponseSchema,
  uploadProofBodySchema,
  uploadProofResponseSchema,
} from './checkout.schemas';

/** upload-proof is also served without the /api prefix (spec section 7); same contract, same handler. */
export const UPLOAD_PROOF_UNPREFIXED_PATH = '/checkout/upload-proof';

export const checkoutRoutes = {
  calculate: defineEndpoint({
    ...checkoutSpecs.calculate,
    body: calculateCheckoutBodySchema,
    response: checkoutCalculationSchema,
  }),
  process: defineEndpoint({
    ...checkoutSpecs.process,
    body: processCheckoutBodySchema,
    response: processCheckoutResponseSchema,
  }),
  /** Multipart: `orderId` plus the file field 'proof' (UPLOAD_FIELDS.proof), checked with validateProofFile. */
  uploadProof: defineEndpoint({
    ...checkoutSpecs.uploadProof,
    body: uploadProofBodySchema,
    response: uploadProofResponseSchema,
  }),
};
