import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../../db/schema';
import { cookieFrom, signIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const fileOnDisk = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const profileFields = { name: 'Zara', lastName: 'Ahmed', mobileNumber: '0300 1234567' };

function updateProfile(cookie: string, fields: Record<string, string>, file?: { field?: string; data: Buffer; name: string; type?: string }) {
  const req = request(t.app).put('/api/auth/update-profile').set('Cookie', cookie);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  if (file) req.attach(file.field ?? 'profilePicture', file.data, { filename: file.name, contentType: file.type ?? 'image/png' });
  return req;
}

describe('PUT /api/auth/update-profile (profile fields and picture)', () => {
  it('when name, last name, phone and a PNG are sent, then they are saved and the picture is stored', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await updateProfile(cookie, profileFields, { data: PNG, name: 'me.png' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.account.profileUpdated);
    expect(res.body.user).toMatchObject({ id: user.id, ...profileFields, email: user.email });
    expect(res.body.user.profilePicture).toMatch(/^\/uploads\/profiles\/.+\.png$/);
    expect(existsSync(fileOnDisk(res.body.user.profilePicture))).toBe(true);
  });

  it('when a new picture replaces the old one (sent as `file`, the spec name), then the old file is removed', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const first = await updateProfile(cookie, profileFields, { data: PNG, name: 'a.png' });
    const second = await updateProfile(cookie, profileFields, { field: 'file', data: JPEG, name: 'b.jpg', type: 'image/jpeg' });
    expect(second.status).toBe(200);
    expect(second.body.user.profilePicture).toMatch(/\.jpg$/);
    expect(existsSync(fileOnDisk(second.body.user.profilePicture))).toBe(true);
    expect(existsSync(fileOnDisk(first.body.user.profilePicture))).toBe(false);
  });

  it.each([
    ['a PHP script renamed .png', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.png'],
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.png'],
  ])('when the picture is %s, then "Only JPG, PNG, and WebP images are allowed" and nothing changes', async (_label, data, name) => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await updateProfile(cookie, profileFields, { data, name });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: MESSAGES.account.pictureType, requestId: expect.any(String) });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profilePicture).toBeNull();
    expect(row!.name).toBe(user.name);
  });

  it('when the picture is over 250 KB, then "Profile picture must be less than 250KB"', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const big = Buffer.concat([PNG, Buffer.alloc(250 * 1024)]);
    const res = await updateProfile(cookie, profileFields, { data: big, name: 'big.png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.account.pictureTooLarge);
  });

  it('when the body tries to set e-mail, role or verification, then only the profile fields change', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await request(t.app)
      .put('/api/auth/update-profile')
      .set('Cookie', cookie)
      .send({ ...profileFields, email: 'attacker@example.com', role: 'admin', isAccountVerified: false, id: 'x', passwordHash: 'x' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, role: 'customer', isAccountVerified: true, name: 'Zara' });
    expect(row!.passwordHash.startsWith('$2')).toBe(true);
  });

  it('when a multipart form carries role or e-mail fields, then they are ignored too', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await updateProfile(cookie, { ...profileFields, role: 'admin', email: 'x@example.com', isAccountVerified: 'false' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: user.email, role: 'customer', isAccountVerified: true });
  });

  it('when a profile field breaks a rule, then its message', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const long = await updateProfile(cookie, { ...profileFields, name: 'x'.repeat(21) });
    expect(long.body.message).toBe(MESSAGES.register.nameTooLong);
    const phone = await updateProfile(cookie, { ...profileFields, mobileNumber: '12' });
    expect(phone.body.message).toBe(MESSAGES.checkout.mobileRequired);
  });

  it('when there is no session, then 401', async () => {
    const res = await request(t.app).put('/api/auth/update-profile').send(profileFields);
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/auth/update-profile (address and password)', () => {
  const address = { address: '12 Mall Road', city: 'Lahore', postCode: '54000', country: 'Pakistan', shippingAddress: 'Near the GPO' };

  it('when the five address fields are sent as JSON, then they are saved', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const res = await request(t.app).put('/api/auth/update-profile').set('Cookie', cookie).send(address);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.account.addressUpdated);
    expect(res.body.user).toMatchObject(address);
    const bad = await request(t.app).put('/api/auth/update-profile').set('Cookie', cookie).send({ ...address, country: 'Mars' });
    expect(bad.body.message).toBe(MESSAGES.checkout.countryRequired);
  });

  it('when the password is changed, then other sessions end and this one stays', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const other = await request(t.app).post('/api/auth/login').send({ email: user.email, password: user.password });
    const otherCookie = cookieFrom(other, 'token')!;
    const res = await request(t.app)
      .put('/api/auth/update-profile')
      .set('Cookie', cookie)
      .send({ oldPassword: user.password, newPassword: 'changed123' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.account.passwordChanged);
    expect((await request(t.app).get('/api/auth/is-auth').set('Cookie', cookie)).body.success).toBe(true);
    expect((await request(t.app).get('/api/auth/is-auth').set('Cookie', otherCookie)).body.success).toBe(false);
    expect((await request(t.app).post('/api/auth/login').send({ email: user.email, password: 'changed123' })).status).toBe(200);
  });

  it('when the current password is wrong or the new one too short, then 400 (not 401) with its message', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const wrong = await request(t.app).put('/api/auth/update-profile').set('Cookie', cookie).send({ oldPassword: 'nope12345', newPassword: 'changed123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.account.currentPasswordIncorrect);
    const short = await request(t.app).put('/api/auth/update-profile').set('Cookie', cookie).send({ oldPassword: 'secret123', newPassword: 'a1' });
    expect(short.body.message).toBe(MESSAGES.account.passwordMinLong);
  });
});

describe('DELETE /api/auth/remove-profile-picture', () => {
  it('when the user has a picture, then it becomes null and the file is removed', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const withPicture = await updateProfile(cookie, profileFields, { data: PNG, name: 'me.png' });
    const res = await request(t.app).delete('/api/auth/remove-profile-picture').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.account.pictureRemoved);
    expect(res.body.user.profilePicture).toBeNull();
    expect(existsSync(fileOnDisk(withPicture.body.user.profilePicture))).toBe(false);
  });
});
