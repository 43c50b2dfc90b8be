import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  STORE_LOGO_MAX_BYTES,
  STORE_SETTINGS_MESSAGES as M,
  MESSAGES,
  adminStoreSettingsResponseSchema,
  publicStoreSettingsResponseSchema,
  type StoreLogo,
} from '@bookstore/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { storeSettings, storeSettingsChanges } from '../../../db/schema';
import { signIn, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fileOf, imageInfo, oversizedPng, pngImage } from '../../admin-products/__tests__/test-images';
import { changed, saveOrFail, saveSettings, startSettings } from './settings-helpers';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let widePng: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  shopper = await signIn(t.app, t.db);
  widePng = await pngImage(1200, 200);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(storeSettingsChanges);
  await t.db.delete(storeSettings);
  await rm(path.join(t.config.uploadsDir, 'logo'), { recursive: true, force: true });
  await saveSettings(admin, startSettings(t));
});

const jpegImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3e1d' } })
    .jpeg()
    .toBuffer();
const upload = (file: Buffer, filename = 'logo.png', contentType = 'image/png') =>
  admin.agent.post('/api/admin/settings/logo').attach('logo', file, { filename, contentType });
const storedLogos = async () => {
  const dir = path.join(t.config.uploadsDir, 'logo');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};
const publicLogo = async (): Promise<StoreLogo | null> => {
  const res = await request(t.app).get('/api/store/settings');
  publicStoreSettingsResponseSchema.parse(res.body);
  return res.body.settings.identity.logo;
};
async function uploadOrFail(file: Buffer, filename?: string, contentType?: string) {
  const res = await upload(file, filename, contentType);
  if (res.status !== 200) throw new Error(`logo upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.settings.identity.logo as StoreLogo;
}

describe('who may change the logo', () => {
  it.each([
    ['POST', 'a visitor', 401],
    ['DELETE', 'a visitor', 401],
    ['POST', 'a shopper', 403],
    ['DELETE', 'a shopper', 403],
  ] as const)('when %s comes from %s, then %i and the logo stays as it was', async (method, who, status) => {
    const logo = await uploadOrFail(widePng);
    const call =
      method === 'POST'
        ? request(t.app).post('/api/admin/settings/logo').attach('logo', widePng, { filename: 'logo.png', contentType: 'image/png' })
        : request(t.app).delete('/api/admin/settings/logo');
    const res = await (who === 'a shopper' ? call.set('Cookie', shopper.cookie) : call);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message: status === 401 ? MESSAGES.session.expired : MESSAGES.session.forbidden, requestId: expect.any(String) });
    expect(await publicLogo()).toEqual(logo);
    expect(await storedLogos()).toEqual([path.basename(logo.url)]);
  });

  it('when an admin\'s browser is made to post a logo from another site, then 403 and nothing is stored', async () => {
    const res = await upload(widePng).set('Origin', 'http://evil.example');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.general.crossOriginWrite);
    expect(await publicLogo()).toBeNull();
    expect(await storedLogos()).toEqual([]);
  });
});

describe('POST /api/admin/settings/logo', () => {
  it('when a wide PNG is uploaded, then it is stored as WebP 384 wide keeping its shape, the history says "Logo" and the public settings carry it', async () => {
    const res = await upload(widePng);
    expect(res.status).toBe(200);
    adminStoreSettingsResponseSchema.parse(res.body);
    expect(res.body.message).toBe(M.logoUpdated);
    const logo = res.body.settings.identity.logo as StoreLogo;
    expect(logo).toEqual({ url: expect.stringMatching(/^\/uploads\/logo\/[0-9a-f-]+\.webp$/), key: expect.stringMatching(/^logo\//), width: 384, height: 64 });
    expect(await imageInfo(t, logo.url)).toEqual({ format: 'webp', width: 384, height: 64, exif: false });
    expect(res.body.history[0]).toMatchObject({ changedBy: admin.user.email, changes: [{ field: 'identity.logo', from: null, to: logo.url }] });
    expect(await publicLogo()).toEqual(logo);
    // the file is served where the URL says
    const file = await request(t.app).get(logo.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('when a tall JPEG is uploaded, then it comes back as WebP 96 high, never wider than its shape allows', async () => {
    const logo = await uploadOrFail(await jpegImage(300, 600), 'logo.jpg', 'image/jpeg');
    expect(logo).toMatchObject({ width: 48, height: 96 });
    expect(await imageInfo(t, logo.url)).toEqual({ format: 'webp', width: 48, height: 96, exif: false });
  });

  it('when a small logo is uploaded, then it is not enlarged', async () => {
    const logo = await uploadOrFail(await pngImage(120, 40));
    expect(logo).toMatchObject({ width: 120, height: 40 });
  });

  it('when a logo replaces another, then the history goes from the old URL to the new one and the old file is gone', async () => {
    const first = await uploadOrFail(widePng);
    const res = await upload(await jpegImage(200, 200), 'logo.jpg', 'image/jpeg');
    const second = res.body.settings.identity.logo as StoreLogo;
    expect(second.url).not.toBe(first.url);
    expect(res.body.history.map((h: { changes: unknown[] }) => h.changes)).toEqual([
      [{ field: 'identity.logo', from: first.url, to: second.url }],
      [{ field: 'identity.logo', from: null, to: first.url }],
    ]);
    expect(existsSync(fileOf(t, first.url))).toBe(false);
    expect(await storedLogos()).toEqual([path.basename(second.url)]);
  });

  it.each([
    ['no file', null, 'logo.png', 'image/png', M.logoRequired],
    ['a text file named .png', Buffer.from('just some words, not a picture'), 'logo.png', 'image/png', M.logoType],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml', M.logoType],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1'), 'logo.gif', 'image/gif', M.logoType],
    ['a file over 2 MB', oversizedPng(STORE_LOGO_MAX_BYTES), 'logo.png', 'image/png', M.logoTooLarge],
    ['a file that starts like a PNG but holds no image', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 3)]), 'logo.png', 'image/png', M.logoUnreadable],
  ])('when %s is sent, then 400 with its message, and the logo, the files and the history stay as they were', async (_, file, filename, contentType, message) => {
    const logo = await uploadOrFail(widePng);
    const res = file ? await upload(file, filename, contentType) : await admin.agent.post('/api/admin/settings/logo').field('note', 'x');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, requestId: expect.any(String) });
    expect(await publicLogo()).toEqual(logo);
    expect(await storedLogos()).toEqual([path.basename(logo.url)]);
    expect(await t.db.select().from(storeSettingsChanges)).toHaveLength(1);
  });
  it.each([
    ['in another field', (png: Buffer) => admin.agent.post('/api/admin/settings/logo').attach('image', png, { filename: 'logo.png', contentType: 'image/png' })],
    ['twice', (png: Buffer) => upload(png).attach('logo', png, { filename: 'again.png', contentType: 'image/png' })],
  ])('when a PNG is sent %s, then 400 with the type message and the logo stays as it was', async (_, send) => {
    const logo = await uploadOrFail(widePng);
    const res = await send(await pngImage(100, 50));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.logoType, requestId: expect.any(String) });
    expect(await publicLogo()).toEqual(logo);
    expect(await storedLogos()).toEqual([path.basename(logo.url)]);
  });
});

describe('DELETE /api/admin/settings/logo', () => {
  it('when the owner removes the logo, then it is gone from the settings and the disk, and the history says so', async () => {
    const logo = await uploadOrFail(widePng);
    const res = await admin.agent.delete('/api/admin/settings/logo');
    expect(res.status).toBe(200);
    adminStoreSettingsResponseSchema.parse(res.body);
    expect(res.body.message).toBe(M.logoRemoved);
    expect(res.body.settings.identity.logo).toBeNull();
    expect(res.body.history[0].changes).toEqual([{ field: 'identity.logo', from: logo.url, to: null }]);
    expect(await publicLogo()).toBeNull();
    expect(existsSync(fileOf(t, logo.url))).toBe(false);
  });

  it('when there is no logo, then "There is no logo to remove" and nothing is written', async () => {
    const res = await admin.agent.delete('/api/admin/settings/logo');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.noLogo);
    expect(await t.db.select().from(storeSettingsChanges)).toEqual([]);
  });
});

describe('the settings PUT and the logo', () => {
  it('when a PUT names a logo of its own choosing, then the stored logo stays and the history records no logo change', async () => {
    const logo = await uploadOrFail(widePng);
    const forged = { url: 'https://evil.example/tracker.webp', key: 'logo/other-file.webp', width: 10, height: 10 };
    const res = await saveOrFail(admin, changed(t, (s) => {
      s.identity.name = 'Noor Books';
      s.identity.logo = forged;
    }));
    expect(res.body.settings.identity.logo).toEqual(logo);
    expect(res.body.history[0].changes).toEqual([{ field: 'identity.name', from: 'Kitab Ghar', to: 'Noor Books' }]);
    expect(await publicLogo()).toEqual(logo);
  });

  it('when a PUT leaves the logo out or sends null, then the stored logo stays', async () => {
    const logo = await uploadOrFail(widePng);
    const withoutLogo = changed(t, (s) => void (s.identity.name = 'Noor Books')) as { identity: Record<string, unknown> };
    delete withoutLogo.identity.logo;
    await saveOrFail(admin, withoutLogo as never);
    await saveOrFail(admin, changed(t, (s) => void (s.identity.name = 'Kitab Ghar')));
    expect(await publicLogo()).toEqual(logo);
    expect(await storedLogos()).toEqual([path.basename(logo.url)]);
  });

  it.each([
    ['a logo URL of another scheme', { url: 'javascript:alert(1)', key: 'logo/a.webp', width: 10, height: 10 }],
    ['a logo key outside the logo folder', { url: '/uploads/logo/a.webp', key: 'covers/book.webp', width: 10, height: 10 }],
    ['a logo of 10,000 pixels', { url: '/uploads/logo/a.webp', key: 'logo/a.webp', width: 10_000, height: 10 }],
    ['a logo given as text', 'https://evil.example/logo.png'],
  ])('when a PUT sends %s, then 400 and nothing changes', async (_, logo) => {
    const res = await saveSettings(admin, { ...startSettings(t), identity: { ...startSettings(t).identity, name: 'Noor Books', logo } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.general.invalidRequest, requestId: expect.any(String) });
    expect((await request(t.app).get('/api/store/settings')).body.settings.identity.name).toBe('Kitab Ghar');
  });
});
