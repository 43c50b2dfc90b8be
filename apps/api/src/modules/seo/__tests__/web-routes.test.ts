import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchWebRoute, WEB_ROUTES } from '../web-routes';

const ROUTER = path.resolve(__dirname, '../../../../../web/src/app/router.tsx');

describe('the web routes the server knows', () => {
  it("when the web app's router declares its pages, then the server's list holds the same routes (besides the catch-all)", () => {
    const source = readFileSync(ROUTER, 'utf8');
    const declared = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*' && p !== '/');
    const routes = declared.map((p) => (p.startsWith('/') ? p : `/${p}`));
    expect(source).toMatch(/\{ index: true, Page:/);
    expect([...WEB_ROUTES].sort()).toEqual(['/', ...routes].sort());
  });

  it('when junk paths are matched, then none of them is a route and matching stays fast', () => {
    const started = Date.now();
    for (const junk of ['/product/', '/product//x', `/${'a/'.repeat(10_000)}`, '/collections.json', '/.env', '/admin.php']) expect(matchWebRoute(junk)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
