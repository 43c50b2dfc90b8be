import { catalogRoutes } from '@bookstore/contracts';
import express from 'express';
import request from 'supertest';
import { createCatalogueCache } from '../catalogue-cache';

/**
 * The cache keys an answer on what its handler reads (the parsed, normalised query), not on the raw URL:
 * a client adding random parameters can neither evict the real answers nor grow the cache.
 */
function cachedList(maxEntries: number) {
  const cache = createCatalogueCache({ version: async () => 1, maxEntries });
  const built: string[] = [];
  const app = express();
  app.set('query parser', 'simple');
  app.get('/api/products/get', cache.for(catalogRoutes.listProducts, (query) => ({ ...query, limit: Math.min(query.limit, 60) })), (req, res) => {
    built.push(req.originalUrl);
    res.json({ success: true, url: req.originalUrl });
  });
  return { cache, app, built };
}

describe('catalogue cache keys', () => {
  it('when a flood of junk parameters follows a real read, then it shares the real entry: nothing is evicted and the cache does not grow', async () => {
    const { cache, app, built } = cachedList(3);
    const real = await request(app).get('/api/products/get?page=2');
    expect(real.headers['x-cache']).toBe('MISS');
    for (let i = 0; i < 50; i++) {
      const junk = await request(app).get(`/api/products/get?page=2&x=${Math.random()}&utm_${i}=1`);
      expect(junk.headers['x-cache']).toBe('HIT');
    }
    expect(cache.size()).toBe(1);
    expect(built).toEqual(['/api/products/get?page=2']);
    expect((await request(app).get('/api/products/get?page=2')).headers['x-cache']).toBe('HIT');
  });

  it('when the same list is spelled differently (order, defaults, blanks, a page size over the cap), then it is one entry', async () => {
    const { cache, app, built } = cachedList(10);
    const spellings = [
      '/api/products/get',
      '/api/products/get?page=1&limit=20',
      '/api/products/get?limit=20&page=1',
      '/api/products/get?sort=&category=%20&page=',
      '/api/products/get?availability=all&sort=featured',
    ];
    for (const url of spellings) expect((await request(app).get(url)).status).toBe(200);
    expect(built).toHaveLength(1);
    await request(app).get('/api/products/get?limit=100');
    await request(app).get('/api/products/get?limit=120');
    expect(built).toHaveLength(2);
    expect(cache.size()).toBe(2);
  });

  it('when the query is refused by the contract, then nothing is kept and the handler answers it', async () => {
    const { cache, app } = cachedList(10);
    app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(400).end());
    await request(app).get('/api/products/get?sort=nonsense');
    await request(app).get('/api/products/get?x=%00');
    expect(cache.size()).toBe(0);
    expect(cache.match('/api/products/get?x=%00')).toBeUndefined();
    expect(cache.match('/api/products/get?sort=nonsense')).toBeUndefined();
  });

  it('when the fast path asks for a URL, then it gets the key the endpoint keeps its answer under, and none for a path Express would decode', async () => {
    const { cache, app } = cachedList(10);
    await request(app).get('/api/products/get?page=3');
    expect(await cache.find(cache.match('/api/products/get?page=3&junk=1')!.key)).toBeDefined();
    expect(cache.match('/api/products/%67et?page=3')).toBeUndefined();
    expect(cache.match('/api/products/get/?page=3')).toBeUndefined();
    expect(cache.match('/API/products/get?page=3')).toBeUndefined();
  });

  it('when a URL is long with junk, then it still finds the real entry, each time', async () => {
    const { cache, app } = cachedList(10);
    await request(app).get('/api/products/get?page=3');
    const long = `/api/products/get?page=3&junk=${'x'.repeat(4000)}`;
    for (let i = 0; i < 3; i++) expect(cache.match(long)?.key).toBe(cache.match('/api/products/get?page=3')?.key);
  });
});
