import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import request from 'supertest';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { parseHead } from '../../seo/__tests__/parse-head';
import { scriptSafeJson } from '../settings-page-head';
import { changed, saveOrFail, startSettings } from './settings-helpers';

/** index.html as the web build writes it: the compiled name in the title, description, shell header and noscript. */
const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Kitab Ghar: Urdu and English books, new and used, delivered across Pakistan. Cash on delivery." />
    <title>Kitab Ghar | Urdu and English books</title>
  </head>
  <body>
    <noscript>Please enable JavaScript to shop at Kitab Ghar.</noscript>
    <div id="root"><a href="/" class="site-logo"><svg class="site-logo__icon" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 6v13.5"/></svg><span class="site-logo__name">Kitab Ghar</span></a></div>
  </body>
</html>`;

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), HTML);
  t = await createTestApp({ webDistDir: dist });
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await saveOrFail(admin, startSettings(t));
});

/** The page as a browser gets it, and what the web app reads from it. */
async function open(url: string, headers: Record<string, string> = {}) {
  const res = await request(t.app).get(url).set(headers);
  const document = parseDocument(res.text);
  const inline = DomUtils.findAll((el) => el.name === 'script' && el.attribs.id === 'store-settings', document.children);
  const shellName = DomUtils.findOne((el) => el.attribs.class === 'site-logo__name', document.children);
  const shellLink = DomUtils.findOne((el) => el.attribs.class === 'site-logo', document.children);
  return {
    res,
    inline: inline.map((el) => JSON.parse(DomUtils.textContent(el)) as unknown),
    shellName: shellName && DomUtils.textContent(shellName),
    /** The shell header's mark: the logo's attributes, or 'icon' for the book icon. */
    shellMark: shellLink && DomUtils.findAll((el) => el.name === 'img' || el.name === 'svg', shellLink.children).map((el) => (el.name === 'svg' ? 'icon' : el.attribs)),
    noscript: DomUtils.textContent(DomUtils.findAll((el) => el.name === 'noscript', document.children)),
    head: parseHead(res.text),
  };
}

describe('the served pages carry the public settings', () => {
  it.each(['/', '/cart', '/checkout', '/admin/settings', '/no-such-page'])('when %s is opened, then it holds the same settings GET /api/store/settings answers, once', async (url) => {
    const api = await request(t.app).get('/api/store/settings');
    const page = await open(url);
    expect(page.inline).toEqual([api.body]);
  });

  it('when the owner renames the shop, then the next page carries the new name in its settings, title, description, Open Graph, shell header and noscript', async () => {
    const before = await open('/about');
    await saveOrFail(admin, changed(t, (s) => void (s.identity.name = 'Lahore Book Corner')));
    const after = await open('/about');
    expect(after.inline).toEqual([expect.objectContaining({ settings: expect.objectContaining({ identity: expect.objectContaining({ name: 'Lahore Book Corner' }) }) })]);
    expect(after.head.title).toEqual(['About Us | Lahore Book Corner']);
    expect(after.head.description[0]).toMatch(/^About Lahore Book Corner:/);
    expect(after.head.meta('og:site_name')).toEqual(['Lahore Book Corner']);
    expect(after.shellName).toBe('Lahore Book Corner');
    expect(after.noscript).toContain('shop at Lahore Book Corner.');
    // outside the settings (whose account titles keep the old name) the compiled name is gone
    expect(after.res.text.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).not.toContain('Kitab Ghar');
    // a page with no title of its own takes the shop's home title
    expect((await open('/cart')).head.title).toEqual(['Lahore Book Corner | Urdu and English books']);
    // the browser's cached copy is not reused: its ETag no longer matches
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const revalidated = await request(t.app).get('/about').set('If-None-Match', before.res.headers.etag as string);
    expect(revalidated.status).toBe(200);
    const unchanged = await request(t.app).get('/about').set('If-None-Match', after.res.headers.etag as string);
    expect(unchanged.status).toBe(304);
  });

  it('when the name tries to close the script or the markup, then it stays data: one inline element, no script of its own, the name read back as typed', async () => {
    const name = `</script><script>alert(1)</script><!--"&'`;
    await saveOrFail(admin, changed(t, (s) => void (s.identity.name = name)));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await open('/collections', { 'Accept-Encoding': encoding });
      expect(page.inline).toHaveLength(1);
      expect((page.inline[0] as { settings: { identity: { name: string } } }).settings.identity.name).toBe(name);
      expect(page.res.text).not.toContain('<script>alert(1)');
      expect(page.res.text).not.toContain('<!--"');
      expect(page.head.scripts).toBe(0);
      expect(page.shellName).toBe(name);
      expect(page.head.meta('og:site_name')).toEqual([name]);
    }
  });

  it('when the settings are saved, then the notification address never reaches a page', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.notifications.orderEmail = 'secret-orders@shop.example')));
    const page = await open('/');
    expect(page.res.text).not.toContain('secret-orders@shop.example');
  });
});

describe('the served pages show the logo', () => {
  it('when the owner uploads a logo, then the shell header shows it instead of the book icon and the inline settings carry it; when removed, the icon is back', async () => {
    const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#7a3e1d' } }).png().toBuffer();
    const before = await open('/');
    expect(before.shellMark).toEqual(['icon']);

    const uploaded = await admin.agent.post('/api/admin/settings/logo').attach('logo', png, { filename: 'logo.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const logo = uploaded.body.settings.identity.logo;
    const after = await open('/');
    expect(after.shellMark).toEqual([{ class: 'site-logo__mark', src: logo.url, width: '288', height: '96', alt: '', decoding: 'async' }]);
    expect(after.inline).toEqual([expect.objectContaining({ settings: expect.objectContaining({ identity: expect.objectContaining({ logo }) }) })]);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);

    expect((await admin.agent.delete('/api/admin/settings/logo')).status).toBe(200);
    expect((await open('/')).shellMark).toEqual(['icon']);
  });
});

describe('scriptSafeJson', () => {
  it('when a value holds <, >, & and line separators, then none is written as such and JSON.parse reads the value back', () => {
    const value = { a: '</script><!-- & -->', b: 'line\u2028para\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
