import path from 'node:path';
import { Router } from 'express';
import { OPENAPI_PATH } from './system.router';

/** The interactive API reference (Swagger UI), its assets served by us: no CDN, and the CSP stays 'self'. */
export const API_DOCS_PATH = '/api/docs';

const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/assets/swagger-ui-standalone-preset.js"></script>
<script src="${API_DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// an external file, not an inline script: the page keeps the store's Content-Security-Policy
const init = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  withCredentials: true,
});
`;

/**
 * GET /api/docs: Swagger UI over /api/openapi.json. On by default, also in production: it shows no more
 * than the public OpenAPI document, and "Try it out" runs with the visitor's own cookie, so it reaches
 * nothing the visitor could not reach anyway. API_DOCS=false turns it off (docs/api.md).
 */
export function apiDocsRouter(): Router {
  const router = Router();
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get(API_DOCS_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(page);
  });
  router.get(`${API_DOCS_PATH}/init.js`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/javascript').send(init);
  });
  for (const file of ASSETS) {
    router.get(`${API_DOCS_PATH}/assets/${file}`, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=86400');
      // pnpm keeps packages under node_modules/.pnpm: a dot folder send() would refuse by default; the names are ours
      res.sendFile(path.join(assets, file), { dotfiles: 'allow' });
    });
  }
  return router;
}
