import { eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { paymentProofs } from '../../db/schema';
import type { PrivateStorage } from '../../lib/storage/storage';

/**
 * Start-up step: payment screenshots stored publicly by older versions (rows that still carry a public
 * `file_url`) are moved to private storage under the same key, and the URL is forgotten. The first
 * failure (storage unreachable) is logged and ends the pass, so a Cloudinary outage does not hold the
 * start up; the rest are moved at the next start. Meanwhile the disk's public path of proofs is never
 * served, and admins still see every proof through the API. Returns how many moved.
 */
export async function moveLegacyProofs({ db, storage, logger }: { db: Db; storage: PrivateStorage; logger: Pick<Logger, 'info' | 'warn'> }): Promise<number> {
  const legacy = await db
    .select({ id: paymentProofs.id, storageKey: paymentProofs.storageKey })
    .from(paymentProofs)
    .where(isNotNull(paymentProofs.fileUrl));
  let moved = 0;
  for (const proof of legacy) {
    try {
      await storage.makePrivate(proof.storageKey);
      await db.update(paymentProofs).set({ fileUrl: null }).where(eq(paymentProofs.id, proof.id));
      moved += 1;
    } catch (err) {
      logger.warn({ err, key: proof.storageKey, left: legacy.length - moved }, 'could not move payment proofs to private storage; trying again at the next start');
      break;
    }
  }
  if (moved > 0) logger.info(`${moved} payment proof(s) moved to private storage`);
  return moved;
}
