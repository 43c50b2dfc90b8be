import request from 'supertest';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/docs', () => {
  it('when the reference is opened, then Swagger UI loads from the store itself and reads the OpenAPI document', async () => {
    const { app, close } = await createTestApp();
    try {
      const page = await request(app).get('/api/docs').expect(200);
      expect(page.type).toBe('text/html');
      const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) {
        expect(source).toMatch(/^\/api\/docs\//);
        const asset = await request(app).get(source!);
        expect([source, asset.status]).toEqual([source, 200]);
      }
      expect(page.text).not.toMatch(/<script>(?!<)/);
      const init = await request(app).get('/api/docs/init.js').expect(200);
      expect(init.text).toContain('"/api/openapi.json"');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await close();
    }
  });

  it('when API_DOCS is off, then there is no reference page but the OpenAPI document stays', async () => {
    const { app, close } = await createTestApp({ apiDocs: false });
    try {
      const page = await request(app).get('/api/docs');
      expect(page.status).toBe(404);
      expect(page.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      await request(app).get('/api/openapi.json').expect(200);
    } finally {
      await close();
    }
  });
});
