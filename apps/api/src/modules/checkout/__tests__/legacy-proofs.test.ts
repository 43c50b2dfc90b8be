import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { paymentProofs } from '../../../db/schema';
import type { PrivateStorage } from '../../../lib/storage/storage';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';
import { moveLegacyProofs } from '../legacy-proofs';
import { PNG } from './proof-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });

/** A proof as an older version left it: the file under uploads/proofs and its public URL on the row. */
async function legacyProof(name: string) {
  await mkdir(path.join(t.config.uploadsDir, 'proofs'), { recursive: true });
  await writeFile(path.join(t.config.uploadsDir, 'proofs', name), PNG);
  const order = await insertOrder(t, { paymentMethod: 'online', withProof: true });
  await t.db
    .update(paymentProofs)
    .set({ fileUrl: `/uploads/proofs/${name}`, storageKey: `proofs/${name}` })
    .where(eq(paymentProofs.id, order.proofId!));
  return { orderId: order.id, proofId: order.proofId! };
}

const rowOf = async (proofId: string) => (await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, proofId)))[0]!;
const imagePath = (p: { orderId: string; proofId: string }) => `/api/admin/orders/${p.orderId}/proofs/${p.proofId}/image`;

describe('moving proofs of older versions to private storage (start-up step)', () => {
  it('when a proof lies in the public uploads, then it is moved under the same key, its URL forgotten, and admins still see it', async () => {
    const proof = await legacyProof('0b6f5d2e-1111-4000-8000-000000000001.png');
    // before the move, the admin route already finds it; the public path never served it
    expect((await admin.agent.get(imagePath(proof))).status).toBe(200);

    expect(await moveLegacyProofs({ db: t.db, storage: t.storage, logger: silent })).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(t.config.uploadsDir, 'proofs', '0b6f5d2e-1111-4000-8000-000000000001.png'))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', 'proofs', '0b6f5d2e-1111-4000-8000-000000000001.png'))).toBe(true);
    expect(await rowOf(proof.proofId)).toMatchObject({ fileUrl: null, storageKey: 'proofs/0b6f5d2e-1111-4000-8000-000000000001.png' });
    const image = await admin.agent.get(imagePath(proof));
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-store');

    // run again: nothing left to move
    expect(await moveLegacyProofs({ db: t.db, storage: t.storage, logger: silent })).toBe(0);
  });

  it('when the storage fails, then the row keeps its mark for the next start and the pass stops', async () => {
    const first = await legacyProof('0b6f5d2e-2222-4000-8000-000000000002.png');
    const second = await legacyProof('0b6f5d2e-3333-4000-8000-000000000003.png');
    let calls = 0;
    const failing: PrivateStorage = {
      putPrivate: (file) => t.storage.putPrivate(file),
      readPrivate: (key) => t.storage.readPrivate(key),
      removePrivate: (key) => t.storage.removePrivate(key),
      makePrivate: async () => {
        calls += 1;
        throw new Error('storage unreachable');
      },
    };
    expect(await moveLegacyProofs({ db: t.db, storage: failing, logger: silent })).toBe(0);
    expect(calls).toBe(1);
    expect((await rowOf(first.proofId)).fileUrl).not.toBeNull();
    expect((await rowOf(second.proofId)).fileUrl).not.toBeNull();

    expect(await moveLegacyProofs({ db: t.db, storage: t.storage, logger: silent })).toBe(2);
    expect((await rowOf(second.proofId)).fileUrl).toBeNull();
  });
});
