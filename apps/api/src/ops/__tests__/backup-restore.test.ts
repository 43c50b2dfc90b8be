import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import { products } from '../../db/schema';
import request from 'supertest';
import { createUser } from '../../test/auth-helpers';
import { insertProduct } from '../../test/factories';
import { sessionCookieFor } from '../../test/session-cookie';
import { checkout } from '../../modules/checkout/__tests__/checkout-helpers';
import { createBackup } from '../backup';
import { restoreBackup } from '../restore';
import { allFiles, allRows, freshTarget, onPostgres, openStore, openTarget, run, targetState, type StoreTarget } from './ops-fixtures';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);
const COVER = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Cover</text></svg>');
const PASSWORD = 'old-password-1';

let work: string;
let archive: string;
let rowsBefore: Record<string, string[]>;
let filesBefore: Record<string, string>;
let customerEmail: string;
let orderIds: string[];
const targets: StoreTarget[] = [];

async function target(name: string): Promise<StoreTarget> {
  const made = await freshTarget(path.join(work, name));
  targets.push(made);
  return made;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'ops-'));
  const source = await target('source');
  const t = await openStore(source);
  // the catalogue, with a cover in the public uploads
  const cover = await t.storage.put({ folder: 'covers', name: 'backup-test.svg', data: COVER, contentType: 'image/svg+xml' });
  const books = [await insertProduct(t.db, { images: [cover.url] }), await insertProduct(t.db), await insertProduct(t.db)];
  const customer = await createUser(t.db, { password: PASSWORD });
  customerEmail = customer.email;
  const who = { id: customer.id, email: customer.email, cookie: await sessionCookieFor(t, customer.id) };
  orderIds = [];
  for (const book of books.slice(0, 2)) {
    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { paymentMethod: 'online', onlinePaymentOption: 'JazzCash' });
    expect(res.status).toBe(200);
    orderIds.push(res.body.order.id as string);
  }
  const proof = await request(t.app).post('/api/checkout/upload-proof').set('Cookie', who.cookie).field('orderId', orderIds[0]!).attach('proof', PNG, { filename: 'proof.png', contentType: 'image/png' });
  expect(proof.status).toBe(200);
  rowsBefore = await allRows(t.db);
  filesBefore = { ...(await allFiles(path.join(source.dataDir, 'uploads'))), ...(await allFiles(path.join(source.dataDir, 'private'))) };
  await t.close();

  archive = path.join(work, 'store.tar.gz');
  const manifest = await createBackup({ out: archive, databaseUrl: source.databaseUrl, dataDir: source.dataDir });
  expect(manifest).toMatchObject({ mode: onPostgres ? 'postgres' : 'pglite', files: 'disk', migrations: { applied: manifest.migrations.expected } });
  // wipe the source: only the archive is left
  await source.drop();
  await rm(source.dataDir, { recursive: true, force: true });
}, 240_000);

afterAll(async () => {
  for (const made of targets) await made.drop();
});

describe('pnpm backup, then pnpm restore into a fresh store', () => {
  it('when the archive is restored, then every row, upload and proof is back and the customer signs in with the old password', async () => {
    const into = await target('restored');
    const result = await restoreBackup({ file: archive, databaseUrl: into.databaseUrl, dataDir: into.dataDir });
    expect(result.migrations.applied).toBe(result.migrations.expected);
    const t = await openStore(into);
    try {
      expect(rowsBefore.orders).toHaveLength(2);
      expect(rowsBefore.payment_proofs).toHaveLength(1);
      expect(await allRows(t.db)).toEqual(rowsBefore);
      expect({ ...(await allFiles(path.join(into.dataDir, 'uploads'))), ...(await allFiles(path.join(into.dataDir, 'private'))) }).toEqual(filesBefore);

      const login = await request(t.app).post('/api/auth/login').send({ email: customerEmail, password: PASSWORD });
      expect(login.status).toBe(200);
      const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!.split(';')[0]!;
      const orders = await request(t.app).get('/api/orders/get').set('Cookie', cookie);
      expect(orders.status).toBe(200);
      const proof = await request(t.app).get(`/api/orders/${orderIds[0]}/payment-proof`).set('Cookie', cookie);
      expect(proof.status).toBe(200);
      expect(Buffer.from(proof.body as Buffer).equals(PNG)).toBe(true);
      const cover = await request(t.app).get('/uploads/covers/backup-test.svg');
      expect(cover.status).toBe(200);
      expect((await request(t.app).get('/api/health/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('when the target already holds a store, then the restore refuses without --force and leaves it as it was; with --force it replaces it', async () => {
    const into = await target('occupied');
    const t = await openStore(into);
    await insertProduct(t.db, { name: 'A book of the other store' });
    await mkdir(path.join(into.dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(into.dataDir, 'uploads', 'keep.txt'), 'mine');
    const rows = await allRows(t.db);
    await t.close();
    const state = await targetState(into);

    await expect(restoreBackup({ file: archive, databaseUrl: into.databaseUrl, dataDir: into.dataDir })).rejects.toThrow(/not empty|already has \d+ tables/);
    expect(await targetState(into)).toEqual(state);
    const untouched = await openTarget(into);
    expect(await allRows(untouched.db)).toEqual(rows);
    await untouched.close();

    await restoreBackup({ file: archive, databaseUrl: into.databaseUrl, dataDir: into.dataDir, force: true });
    const restored = await openTarget(into);
    try {
      expect(await allRows(restored.db)).toEqual(rowsBefore);
    } finally {
      await restored.close();
    }
  });
});

describe('a backup of an older version', () => {
  it('when a backup one migration behind is restored, then the missing migration runs and the store is ready', async () => {
    // the migrations of the previous version: this version's journal without its newest entry
    const older = path.join(work, 'older-migrations');
    await cp(migrationsFolder(), older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    await writeFile(journalFile, JSON.stringify(journal));

    const source = await target('older-source');
    const database = await openTarget(source);
    await runMigrations(database, older);
    const [book] = await database.db.insert(products).values({ name: 'Kept across versions', pricePaisa: 100_00, images: [], category: 'English Novels', stockQuantity: 2 }).returning({ id: products.id });
    await database.close();
    const olderArchive = path.join(work, 'older.tar.gz');
    const manifest = await createBackup({ out: olderArchive, databaseUrl: source.databaseUrl, dataDir: source.dataDir });
    expect(manifest.migrations.applied).toBe(manifest.migrations.expected - 1);

    const into = await target('older-restored');
    const result = await restoreBackup({ file: olderArchive, databaseUrl: into.databaseUrl, dataDir: into.dataDir });
    expect(result.migrations.applied).toBe(result.migrations.expected);
    const t = await openStore(into);
    try {
      expect((await request(t.app).get('/api/health/ready')).status).toBe(200);
      expect(await t.db.select({ name: products.name }).from(products).where(eq(products.id, book!.id))).toEqual([{ name: 'Kept across versions' }]);
    } finally {
      await t.close();
    }
  });
});

describe('a damaged or hostile archive', () => {
  async function expectRefused(file: string, message: RegExp) {
    const into = await target(`refused-${path.basename(file)}`);
    const before = await targetState(into);
    await expect(restoreBackup({ file, databaseUrl: into.databaseUrl, dataDir: into.dataDir })).rejects.toThrow(message);
    expect(await targetState(into)).toEqual(before);
  }

  it('when the archive is cut off halfway, then a clear error and the target is untouched', async () => {
    const bytes = await readFile(archive);
    const cut = path.join(work, 'cut.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(cut, /not a readable backup \(damaged, cut off/);
  });

  it('when bytes in the middle are garbled, then a clear error and the target is untouched', async () => {
    const bytes = Buffer.from(await readFile(archive));
    for (let i = 0; i < 64; i++) bytes.writeUInt8(bytes.readUInt8(Math.floor(bytes.length / 2) + i) ^ 0xa5, Math.floor(bytes.length / 2) + i);
    const garbled = path.join(work, 'garbled.tar.gz');
    await writeFile(garbled, bytes);
    await expectRefused(garbled, /not a readable backup/);
  });

  it('when the file is not an archive at all (or empty), then a clear error', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    await writeFile(junk, 'this is not a backup');
    await expectRefused(junk, /not a readable backup/);
    const empty = path.join(work, 'empty.tar.gz');
    await writeFile(empty, '');
    await expectRefused(empty, /not a readable backup|no manifest\.json/);
  });

  it('when the database inside does not match its checksum, then it is refused as damaged', async () => {
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    const dbFile = onPostgres ? 'database/postgres.dump' : 'database/pglite-datadir.tar.gz';
    const bytes = Buffer.from(await readFile(path.join(unpacked, dbFile)));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
    await writeFile(path.join(unpacked, dbFile), bytes);
    const tampered = path.join(work, 'tampered.tar.gz');
    await run('tar', ['-czf', tampered, '-C', unpacked, 'manifest.json', 'database', 'files']);
    await expectRefused(tampered, /damaged: its database does not match the checksum/);
  });

  it('when a member climbs out with ../, then the archive is refused and nothing is written outside', async () => {
    const inner = path.join(work, 'evil', 'inner');
    await mkdir(inner, { recursive: true });
    await run('tar', ['-xzf', archive, '-C', inner, 'manifest.json']);
    await writeFile(path.join(work, 'evil', 'planted.txt'), 'gotcha');
    const evil = path.join(work, 'evil.tar.gz');
    await run('tar', ['-czf', evil, '-P', '-C', inner, 'manifest.json', '../planted.txt']);
    expect((await run('tar', ['-tzf', evil])).stdout).toContain('../planted.txt');
    await rm(path.join(work, 'evil', 'planted.txt'));
    await expectRefused(evil, /member "\.\.\/planted\.txt" points outside the backup/);
    await expect(readFile(path.join(work, 'planted.txt'))).rejects.toThrow();
    await expect(readFile(path.join(os.tmpdir(), 'planted.txt'))).rejects.toThrow();
  });

  it('when a member is an absolute path or a symlink, then the archive is refused', async () => {
    const inner = path.join(work, 'links');
    await mkdir(path.join(inner, 'files', 'uploads'), { recursive: true });
    await run('tar', ['-xzf', archive, '-C', inner, 'manifest.json']);
    await symlink('/etc/passwd', path.join(inner, 'files', 'uploads', 'passwd'));
    const linked = path.join(work, 'linked.tar.gz');
    await run('tar', ['-czf', linked, '-C', inner, 'manifest.json', 'files']);
    await expectRefused(linked, /holds a link or special file/);

    const absolute = path.join(work, 'absolute.tar.gz');
    await run('tar', ['-czf', absolute, '-P', '-C', inner, 'manifest.json', path.join(work, 'store.tar.gz')]);
    await expectRefused(absolute, /points outside the backup/);
  });

  it('when a backup of the other mode is restored, then it says which setting to change', async () => {
    const into = await target('other-mode');
    const otherMode = onPostgres ? { dataDir: into.dataDir } : { dataDir: into.dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restoreBackup({ file: archive, ...otherMode })).rejects.toThrow(onPostgres ? /set DATABASE_URL/ : /unset DATABASE_URL/);
  });
});

it('when the target holds anything else (a stray table on PostgreSQL, a stray file in DATA_DIR), then the restore refuses it', async () => {
  const into = await target('stray');
  if (into.databaseUrl) {
    const database = await openTarget(into);
    await database.db.execute(sql`create table stray (id int)`);
    await database.close();
  } else {
    await mkdir(into.dataDir, { recursive: true });
    await writeFile(path.join(into.dataDir, 'notes.txt'), 'not a store yet, but not empty');
  }
  const before = await targetState(into);
  await expect(restoreBackup({ file: archive, databaseUrl: into.databaseUrl, dataDir: into.dataDir })).rejects.toThrow(/already has 1 tables|is not empty/);
  expect(await targetState(into)).toEqual(before);
});
