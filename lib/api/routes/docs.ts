import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../env';

// The interactive reference is Swagger UI served from the installed package: nothing is fetched
// from the internet, at build or at run time.
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

function assetDir(): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Club management service — partner API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', deepLinking: true,
  persistAuthorization: true, tryItOutEnabled: true });`;

// The one API answer that is a document: its own policy (over the API's `default-src 'none'`, set by
// the request listener) lets Swagger UI run its files from here, style itself and call the API.
const DOCS_CSP = ["default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
  "font-src 'self' data:", "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ');

export function registerDocsRoutes(app: OpenAPIHono<ApiEnv>) {
  const cache = new Map<string, string>();
  app.get('/api/docs', (c) => c.html(page, 200, { 'content-security-policy': DOCS_CSP }));
  app.get('/api/docs/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/api/docs/:asset', async (c) => {
    const name = c.req.param('asset');
    const type = assets[name];
    if (!type) return c.notFound();
    let content = cache.get(name);
    if (content === undefined) {
      content = await readFile(join(assetDir(), name), 'utf8');
      cache.set(name, content);
    }
    return c.body(content, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  app.get('/api/contexts/:type', (c) => c.json({
    '@context': { '@vocab': `/api/docs#/${c.req.param('type')}/`, hydra: 'http://www.w3.org/ns/hydra/core#' },
  }, 200, { 'content-type': 'application/ld+json; charset=utf-8' }));
}
