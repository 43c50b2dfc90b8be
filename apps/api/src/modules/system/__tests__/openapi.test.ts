import { ERROR_CODES } from '@bookstore/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every "METHOD /path" the app's routers really mount under /api (Express paths, `:param` style). */
function mountedRoutes(app: Express): Set<string> {
  const found = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) if (path.startsWith('/api/')) found.add(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

/** Every "METHOD /path" the document describes, back in Express's `:param` style. */
function documentedRoutes(doc: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const found = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) found.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('when a client asks for the API description, then it gets a valid OpenAPI 3.1 document', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('when the app mounts a route, then the document describes it, and it describes no route the app lacks', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    const mounted = mountedRoutes(t.app);
    mounted.delete('GET /api/openapi.json');
    // the reference page and its assets describe the API; they are not part of it
    for (const route of mounted) if (route.startsWith('GET /api/docs')) mounted.delete(route);
    expect(mounted.size).toBeGreaterThan(40);
    expect([...documentedRoutes(doc)].sort()).toEqual([...mounted].sort());
  });

  it('when a call takes a body, query or session, then the document says so', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('user');
    const list = doc.paths['/api/products/get'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'category']));
    expect(doc.paths['/api/products/{productId}'].get.parameters[0]).toMatchObject({ name: 'productId', in: 'path', required: true });
    expect(doc.paths['/api/checkout/upload-proof'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'token' });
  });

  it('when a call fails, then the document says the answer carries one of the error codes', async () => {
    const doc = (await request(t.app).get('/api/openapi.json')).body;
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(['success', 'code', 'message']));
    expect(doc.components.schemas.Error.properties.code.enum).toEqual([...ERROR_CODES]);
    const register = doc.paths['/api/auth/register'].post.responses;
    for (const status of ['400', '409', '429', '500', '503']) {
      expect(register[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(register['200'].content['application/json'].schema.properties).toHaveProperty('resumed');
  });
});
