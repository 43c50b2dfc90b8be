import {
  checkoutRoutes,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyRule,
  MESSAGES,
  ordersRoutes,
  UPLOAD_FIELDS,
  UPLOAD_PROOF_UNPREFIXED_PATH,
  type ProcessCheckoutBody,
  type ProcessCheckoutResponse,
} from '@bookstore/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { currentUser, sessionClaims, type Sessions } from '../../lib/auth/session';
import { badRequest } from '../../lib/errors';
import { privateFileRoute, route } from '../../lib/route';
import { imageUpload, type ImageType } from '../../lib/uploads/images';
import type { CheckoutService } from './checkout.service';
import type { PaymentProofService } from './payment-proof.service';

/** The header's key, else the body's; a malformed header is refused rather than ignored. */
export function idempotencyKeyOf(req: Request, body: { idempotencyKey?: string }): string | null {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) return body.idempotencyKey ?? null;
  const parsed = idempotencyKeyRule.safeParse(header);
  if (!parsed.success) throw badRequest(MESSAGES.general.invalidRequest);
  return parsed.data;
}

/** The payment screenshot of a multipart request (file 'proof'): an image by its bytes, size-capped, kept in memory. */
export const proofUploadMiddleware = (): RequestHandler =>
  imageUpload({
    field: UPLOAD_FIELDS.proof,
    tooLargeMessage: MESSAGES.checkout.proofFileSize,
    wrongTypeMessage: MESSAGES.checkout.proofFileType,
  });

/** The proof file a multipart request carried (its type as detected from the bytes). */
export const proofFileOf = (req: Request, res: Response) =>
  req.file ? { data: req.file.buffer, type: res.locals.imageType as ImageType } : undefined;

/** Checkout: totals, placing the order (also at /api/orders/create) and the payment proof (sending it, its owner seeing it). */
export function checkoutRouter(checkout: CheckoutService, proofs: PaymentProofService, sessions: Sessions): Router {
  const router = Router();
  const auth = [sessions.requireUser];

  route(router, checkoutRoutes.calculate, async ({ body }) => checkout.calculate(body));

  const place = async ({ body }: { body: ProcessCheckoutBody }, req: Request, res: Response): Promise<ProcessCheckoutResponse> => {
    const { orderId, orderNumber } = await checkout.placeOrder(sessionClaims(res), body, idempotencyKeyOf(req, body));
    return { success: true, order: { id: orderId, orderNumber }, message: MESSAGES.checkout.placed };
  };
  // placing an order checks the session row itself, in the statement that locks the customer
  const tokenOnly = [sessions.requireSessionToken];
  route(router, checkoutRoutes.process, tokenOnly, place);
  route(router, ordersRoutes.create, tokenOnly, place);

  const proofUpload = proofUploadMiddleware();
  for (const endpoint of [checkoutRoutes.uploadProof, { ...checkoutRoutes.uploadProof, path: UPLOAD_PROOF_UNPREFIXED_PATH }]) {
    route(router, endpoint, [...auth, proofUpload], async ({ body }, req, res) => {
      return { success: true, message: await proofs.upload(currentUser(res).id, body.orderId, proofFileOf(req, res)) };
    });
  }
  privateFileRoute(router, ordersRoutes.paymentProof, auth, async ({ params }, _req, res) => proofs.ownProof(currentUser(res).id, params.orderId));
  return router;
}
