import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { rawRequest } from '../../test/raw-http';
import { asFixedHeaders } from '../http/fixed-headers';

/** The app's helmet options, over plain http and over https (HSTS and upgrade-insecure-requests on). */
const helmetOf = (https: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });

/** An app as ours: Express's own X-Powered-By on (helmet removes it), the headers step, then answers. */
function appWith(headers: RequestHandler) {
  const app = express();
  app.use(headers);
  app.get('/json', (_req, res) => void res.json({ success: true }));
  app.post('/json', (_req, res) => void res.status(201).json({ success: true }));
  app.use((_req, res) => void res.status(404).send('not here'));
  return app;
}

/** Every header sent, as name: value in order, but the Date (the two answers are made at different moments). */
const sentHeaders = (raw: string[]) =>
  raw.flatMap((name, i) => (i % 2 === 0 && name.toLowerCase() !== 'date' ? [`${name}: ${raw[i + 1]}`] : []));

const REQUESTS: { path: string; method?: string; headers?: Record<string, string> }[] = [
  { path: '/json' },
  { path: '/json', method: 'POST', headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' } },
  { path: '/missing', headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } },
  { path: '/json', method: 'HEAD' },
];

describe('security headers set in one step (asFixedHeaders)', () => {
  it.each([false, true])('when a request is answered (https %s), then its headers are byte for byte those helmet sends, in the same order', async (https) => {
    for (const { path, method, headers } of REQUESTS) {
      const byHelmet = await rawRequest(appWith(helmetOf(https)), path, headers, method);
      const inOneStep = await rawRequest(appWith(asFixedHeaders(helmetOf(https))), path, headers, method);
      expect(inOneStep.status).toBe(byHelmet.status);
      expect(sentHeaders(inOneStep.rawHeaders)).toEqual(sentHeaders(byHelmet.rawHeaders));
      expect(inOneStep.body.equals(byHelmet.body)).toBe(true);
      expect(byHelmet.headers['content-security-policy']).toBeDefined();
      expect(inOneStep.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('when a middleware sets headers that depend on the request, then it is kept as it is', async () => {
    const byMethod: RequestHandler = (req, res, next) => {
      res.setHeader('X-Method', req.method);
      next();
    };
    expect(asFixedHeaders(byMethod)).toBe(byMethod);
    const answer = await rawRequest(appWith(asFixedHeaders(byMethod)), '/json', {}, 'POST');
    expect(answer.headers['x-method']).toBe('POST');
  });

  it('when a middleware does not go on at once, then it is kept as it is', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(asFixedHeaders(later)).toBe(later);
  });
});
