import {
  STORE_SETTINGS_MESSAGES as M,
  MESSAGES,
  adminStoreSettingsResponseSchema,
  publicStoreSettingsResponseSchema,
} from '@bookstore/contracts';
import pino from 'pino';
import request from 'supertest';
import { storeSettings, storeSettingsChanges } from '../../../db/schema';
import { signIn, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStoreSettingsStore } from '../store-settings.store';
import { changed, saveOrFail, saveSettings, startSettings } from './settings-helpers';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  shopper = await signIn(t.app, t.db);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(storeSettingsChanges);
  await t.db.delete(storeSettings);
  // a save that changes nothing empties this process's cached copy: the next read goes to the database
  await saveSettings(admin, startSettings(t));
});

describe('who may read and save the settings', () => {
  it.each([
    ['GET', 'a visitor', 401],
    ['PUT', 'a visitor', 401],
    ['GET', 'a shopper', 403],
    ['PUT', 'a shopper', 403],
  ] as const)('when %s comes from %s, then %i and nothing changes', async (method, who, status) => {
    const body = changed(t, (s) => void (s.identity.name = 'Taken Over'));
    const call = method === 'GET' ? request(t.app).get('/api/admin/settings') : request(t.app).put('/api/admin/settings').send(body);
    const res = await (who === 'a shopper' ? call.set('Cookie', shopper.cookie) : call);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(status === 401 ? MESSAGES.session.expired : MESSAGES.session.forbidden);
    const store = await request(t.app).get('/api/store/settings');
    expect(store.body.settings.identity.name).toBe('Kitab Ghar');
  });
});

describe('GET /api/admin/settings', () => {
  it('when nothing was ever saved, then the defaults of the spec and STORE_EMAIL answer, with an empty history', async () => {
    const res = await admin.agent.get('/api/admin/settings');
    expect(res.status).toBe(200);
    adminStoreSettingsResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ settings: startSettings(t), updatedAt: null, history: [] });
    expect(res.body.settings.money).toEqual({ taxRatePercent: 2, shippingFee: 99, freeShippingThreshold: null });
    expect(res.body.settings.notifications.orderEmail).toBe('orders@test.local');
  });
});

describe('PUT /api/admin/settings', () => {
  it('when the owner changes the JazzCash number and the fee, then both are saved, the public read shows them and the history names who, when, old and new', async () => {
    const body = changed(t, (s) => {
      s.payments.jazzCash.accountNumber = '0301 7654321';
      s.money.shippingFee = 150;
    });
    const res = await saveOrFail(admin, body);
    adminStoreSettingsResponseSchema.parse(res.body);
    expect(res.body.message).toBe(M.saved);
    expect(res.body.settings).toEqual(body);
    expect(res.body.updatedAt).toEqual(expect.any(String));
    expect(res.body.history).toEqual([
      {
        id: expect.any(String),
        changedAt: res.body.updatedAt,
        changedBy: admin.user.email,
        changes: [
          { field: 'payments.jazzCash.accountNumber', from: '0300 1234567', to: '0301 7654321' },
          { field: 'money.shippingFee', from: 99, to: 150 },
        ],
      },
    ]);

    const pub = await request(t.app).get('/api/store/settings');
    publicStoreSettingsResponseSchema.parse(pub.body);
    expect(pub.body.settings.payments.jazzCash.accountNumber).toBe('0301 7654321');
    expect(pub.body.settings.money.shippingFee).toBe(150);
  });

  it('when two saves follow each other, then the history lists both, newest first, each with its own changes', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.identity.name = 'Kitab Ghar Lahore')));
    const res = await saveOrFail(admin, changed(t, (s) => void (s.identity.name = 'Kitab Ghar Karachi')));
    expect(res.body.history.map((h: { changes: unknown[] }) => h.changes)).toEqual([
      [{ field: 'identity.name', from: 'Kitab Ghar Lahore', to: 'Kitab Ghar Karachi' }],
      [{ field: 'identity.name', from: 'Kitab Ghar', to: 'Kitab Ghar Lahore' }],
    ]);
  });

  it('when the same settings are saved again, then "Nothing changed" and no history entry is written', async () => {
    const res = await saveOrFail(admin, startSettings(t));
    expect(res.body.message).toBe(M.noChanges);
    expect(res.body.history).toEqual([]);
    expect(await t.db.select().from(storeSettingsChanges)).toEqual([]);
  });

  it('when the IBAN is typed in lower case without spaces and its checksum holds, then it is saved grouped by four', async () => {
    const res = await saveOrFail(admin, changed(t, (s) => void (s.payments.bankTransfer.iban = 'pk93mezn0000001234567890')));
    expect(res.body.settings.payments.bankTransfer.iban).toBe('PK93 MEZN 0000 0012 3456 7890');
  });

  it('when free shipping is turned on, then the threshold is saved and shown publicly', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.money.freeShippingThreshold = 5000)));
    const pub = await request(t.app).get('/api/store/settings');
    expect(pub.body.settings.money.freeShippingThreshold).toBe(5000);
  });

  type Patch = Parameters<typeof changed>[1];
  it.each<[string, Patch, string]>([
    ['an IBAN whose check digits do not match', (s) => void (s.payments.bankTransfer.iban = 'PK36 MEZN 0000 0012 3456 7890'), M.ibanChecksum],
    ['an IBAN of another country', (s) => void (s.payments.bankTransfer.iban = 'GB82WEST12345698765432'), M.ibanFormat],
    ['an IBAN one character short', (s) => void (s.payments.bankTransfer.iban = 'PK93MEZN000000123456789'), M.ibanFormat],
    ['every payment method off', (s) => {
      for (const key of ['cashOnDelivery', 'jazzCash', 'easyPaisa', 'bankTransfer'] as const) s.payments[key].enabled = false;
    }, M.atLeastOneMethod],
    ['EasyPaisa on without an account title', (s) => void (s.payments.easyPaisa.accountTitle = ''), M.easyPaisaTitle],
    ['a JazzCash number that is not a phone number', (s) => void (s.payments.jazzCash.accountNumber = '12ab'), M.jazzCashNumber],
    ['a tax rate of 100.01', (s) => void (s.money.taxRatePercent = 100.01), M.taxRate],
    ['a tax rate below 0', (s) => void (s.money.taxRatePercent = -0.5), M.taxRate],
    ['a negative shipping fee', (s) => void (s.money.shippingFee = -1), M.shippingFee],
    ['a shipping fee of a billion', (s) => void (s.money.shippingFee = 1e9), M.shippingFee],
    ['a fee with fractions of a paisa', (s) => void (s.money.shippingFee = 99.999), M.shippingFee],
    ['a free-shipping threshold of 0', (s) => void (s.money.freeShippingThreshold = 0), M.freeShippingThreshold],
    ['a tax rate sent as text', (s) => void ((s.money as Record<string, unknown>).taxRatePercent = '2'), M.taxRate],
    ['a javascript: map link', (s) => void (s.identity.mapUrl = 'javascript:alert(document.cookie)'), M.mapUrl],
    ['a blank store name', (s) => void (s.identity.name = ''), M.name],
    ['a store name of 10,000 characters', (s) => void (s.identity.name = 'x'.repeat(10_000)), M.name],
    ['a NUL byte in the address', (s) => void (s.identity.address.street = 'Shop 12\u0000'), MESSAGES.general.textNotAllowed],
    ['a line break in the opening hours', (s) => void (s.identity.hours = '9am\nto 6pm'), MESSAGES.general.textNotAllowed],
    ['a WhatsApp number with letters', (s) => void (s.identity.whatsappNumber = '92300abc4567'), M.whatsapp],
    ['a notification address that is not an e-mail', (s) => void (s.notifications.orderEmail = 'orders at shop'), M.notificationEmail],
  ])('when %s is sent, then 400 with its message and nothing is saved', async (_, patch, message) => {
    const res = await saveSettings(admin, changed(t, patch));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', message });
    expect(await t.db.select().from(storeSettingsChanges)).toEqual([]);
    expect((await admin.agent.get('/api/admin/settings')).body.settings).toEqual(startSettings(t));
  });

  it.each([
    ['an empty body', {}],
    ['an array', [1, 2, 3]],
    ['only one section', { money: { taxRatePercent: 2, shippingFee: 99, freeShippingThreshold: null } }],
  ])('when %s is sent, then 400 and nothing is saved', async (_, body) => {
    const res = await saveSettings(admin, body);
    expect(res.status).toBe(400);
    expect(await t.db.select().from(storeSettingsChanges)).toEqual([]);
  });

  it('when a body is over the JSON limit, then 413 and nothing is saved', async () => {
    const res = await saveSettings(admin, changed(t, (s) => void (s.identity.hours = 'x'.repeat(200_000))));
    expect(res.status).toBe(413);
    expect(await t.db.select().from(storeSettingsChanges)).toEqual([]);
  });

  it('when unknown fields are sent, then they are not stored', async () => {
    const body = { ...changed(t, (s) => void (s.identity.name = 'Kitab Ghar Lahore')), role: 'admin', identity: { ...startSettings(t).identity, name: 'Kitab Ghar Lahore', evil: '<script>' } };
    const res = await saveOrFail(admin, body as never);
    expect(res.body.settings.identity).not.toHaveProperty('evil');
    expect(res.body.settings).not.toHaveProperty('role');
  });
});

describe('GET /api/store/settings', () => {
  it('when a visitor reads it, then the public part answers without the notification address, and a repeat with its ETag is a 304', async () => {
    const res = await request(t.app).get('/api/store/settings');
    expect(res.status).toBe(200);
    publicStoreSettingsResponseSchema.parse(res.body);
    expect(Object.keys(res.body.settings).sort()).toEqual(['identity', 'money', 'payments']);
    expect(JSON.stringify(res.body)).not.toContain('orders@test.local');
    const again = await request(t.app).get('/api/store/settings').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('when the owner saves, then the next public read shows the change at once (the cache is invalidated)', async () => {
    expect((await request(t.app).get('/api/store/settings')).body.settings.identity.name).toBe('Kitab Ghar');
    await saveOrFail(admin, changed(t, (s) => void (s.identity.name = 'Kitab Ghar Lahore')));
    expect((await request(t.app).get('/api/store/settings')).body.settings.identity.name).toBe('Kitab Ghar Lahore');
  });
});

describe('the default notification address', () => {
  it('when STORE_EMAIL is orders@localhost (its default), then the owner can save the defaults with one change', async () => {
    const local = await createTestApp({ storeEmail: 'orders@localhost' });
    try {
      const owner = await signInAdmin(local.app, local.db);
      const res = await saveOrFail(owner, { ...changed(local, (s) => void (s.identity.name = 'Kitab Ghar Lahore')) });
      expect(res.body.settings.notifications.orderEmail).toBe('orders@localhost');
    } finally {
      await local.close();
    }
  });
});

describe('another API process', () => {
  const quiet = pino({ level: 'silent' });

  it('when the owner saves in one process, then another process keeps its copy until it is older than its max age, then reads the change', async () => {
    let now = 1_000_000;
    const other = createStoreSettingsStore({ db: t.db, defaults: startSettings(t), logger: quiet, maxAgeMs: 2_000, now: () => now });
    expect((await other.settings()).money.shippingFee).toBe(99);
    await saveOrFail(admin, changed(t, (s) => void (s.money.shippingFee = 120)));
    now += 1_999;
    expect((await other.settings()).money.shippingFee).toBe(99);
    now += 2;
    expect((await other.settings()).money.shippingFee).toBe(120);
  });

  it('when the other process hears the save through its change feed, then it drops its copy at once, and keeps a copy up to 5 s while it listens', async () => {
    let now = 1_000_000;
    const heard: (() => void)[] = [];
    const feed = { listening: () => true, subscribe: (_channel: 'catalogue' | 'settings', listener: () => void) => (heard.push(listener), () => {}) };
    const other = createStoreSettingsStore({ db: t.db, defaults: startSettings(t), logger: quiet, maxAgeMs: 2_000, now: () => now, changes: feed });
    expect((await other.settings()).money.shippingFee).toBe(99);
    await saveOrFail(admin, changed(t, (s) => void (s.money.shippingFee = 120)));
    // listening: past the 2 s of a process without a feed, the copy is still trusted
    now += 4_000;
    expect((await other.settings()).money.shippingFee).toBe(99);
    heard.forEach((listener) => listener());
    expect((await other.settings()).money.shippingFee).toBe(120);
  });
});
