import request from 'supertest';
import { createSmtpMailer } from '../../../lib/mail/mailer';
import { signInAdmin, uniqueEmail, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper } from '../../checkout/__tests__/checkout-helpers';
import { changed, saveOrFail, startSettings } from './settings-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({}, { mailer: createSmtpMailer(smtp.url, 'Kitab Ghar <no-reply@test.local>') });
  admin = await signInAdmin(t.app, t.db);
});
afterAll(async () => {
  await saveOrFail(admin, startSettings(t));
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await saveOrFail(admin, startSettings(t));
});

const mailsTo = (email: string) => smtp.received.filter((r) => r.envelopeTo.includes(email)).map((r) => r.mail);
const renamed = (name: string) =>
  changed(t, (s) => {
    s.identity.name = name;
    s.identity.address = { street: 'Plot 7, Anarkali', city: 'Lahore', country: 'Pakistan' };
  });
const ADDRESS = 'Plot 7, Anarkali, Lahore, Pakistan';

async function placeOrder() {
  const who = await shopper(t);
  const book = await insertProduct(t.db, { pricePaisa: 500_00, stockQuantity: 20, sizes: [] });
  const email = uniqueEmail('buyer');
  const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { email });
  expect(res.status).toBe(200);
  await t.settled();
  return { email, orderId: res.body.order.id as string };
}

describe('the mails carry the store settings', () => {
  it('when the store name and address change, then the order confirmation comes from the new name and its body and footer carry both', async () => {
    await saveOrFail(admin, renamed('Lahore Book Corner'));
    const { email } = await placeOrder();
    const [mail] = mailsTo(email);
    expect(mail).toBeDefined();
    expect(mail!.from?.value[0]).toEqual({ name: 'Lahore Book Corner', address: 'no-reply@test.local' });
    expect(mail!.subject).toMatch(/^Lahore Book Corner: order KG-\d+ received$/);
    expect(mail!.text?.split('\n')[0]).toBe('Lahore Book Corner');
    expect(mail!.text).toContain(`Lahore Book Corner · ${ADDRESS} · ${t.config.publicUrl}`);
    expect(mail!.html).toContain(`Lahore Book Corner · ${ADDRESS}`);
    expect(mail!.text).not.toContain('Kitab Ghar');
    // the shop's own notice too, at its notification address
    const notice = mailsTo(t.config.storeEmail).at(-1);
    expect(notice?.from?.value[0]?.name).toBe('Lahore Book Corner');
    expect(notice?.text).toContain(ADDRESS);
  });

  it('when nothing was changed, then the mails come from the default name and address of the spec', async () => {
    const { email } = await placeOrder();
    const [mail] = mailsTo(email);
    expect(mail!.from?.value[0]).toEqual({ name: 'Kitab Ghar', address: 'no-reply@test.local' });
    expect(mail!.text).toContain(`Kitab Ghar · ${startSettings(t).identity.address.street}`);
  });

  it('when the name holds quotes and angle brackets, then the From name stays one header with that name and the HTML shows it escaped', async () => {
    await saveOrFail(admin, renamed('Ali "Books" <b>&</b> Co'));
    const { email } = await placeOrder();
    const [mail] = mailsTo(email);
    expect(mail!.from?.value).toEqual([{ name: 'Ali "Books" <b>&</b> Co', address: 'no-reply@test.local' }]);
    expect(mail!.html).toContain('Ali &quot;Books&quot; &lt;b&gt;&amp;&lt;/b&gt; Co');
    expect(mail!.html).not.toContain('<b>&</b>');
  });

  it('when the name changes, then a sign-up code mail, written inside the sign-up transaction, carries the new name', async () => {
    await saveOrFail(admin, renamed('Karachi Reads'));
    const email = uniqueEmail();
    const res = await request(t.app).post('/api/auth/register').send({ name: 'Sana', email, password: 'secret123', confirmPassword: 'secret123' });
    expect(res.status).toBe(201);
    await t.settled();
    const [mail] = mailsTo(email);
    expect(mail!.from?.value[0]?.name).toBe('Karachi Reads');
    expect(mail!.subject).toMatch(/^Karachi Reads: your verification code is \d{6}$/);
    expect(mail!.text).toContain('Welcome to Karachi Reads.');
    expect(mail!.text).toContain(ADDRESS);
  });

  it('when an admin moves an order after a rename, then the status mail carries the new name', async () => {
    const { email, orderId } = await placeOrder();
    await saveOrFail(admin, renamed('Peshawar Pages'));
    const res = await admin.agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'confirmed', note: '' });
    expect(res.status).toBe(200);
    await t.settled();
    const mail = mailsTo(email).at(-1);
    expect(mail!.from?.value[0]?.name).toBe('Peshawar Pages');
    expect(mail!.subject).toMatch(/^Peshawar Pages: order KG-\d+ /);
    expect(mail!.text).toContain(`Peshawar Pages · ${ADDRESS}`);
  });
});
