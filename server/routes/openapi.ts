import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { API_ROUTES } from '../../contract/api/api-routes';
import { notFound } from '../http/errors';
import { IMMUTABLE } from '../http/static-files';
import { buildOpenApiDocument } from '../openapi/openapi-document';

/**
 * The API's reference for integrators (docs/rules/system.md#api-reference): the OpenAPI 3.1 document and a Swagger UI
 * page reading it. Every file the page loads comes from this origin, so the app's Content-Security-Policy (script-src
 * 'self', no inline script) holds here as everywhere: the start-up lives in init.js, not in the page, and Swagger UI's
 * validator badge, which would call validator.swagger.io, is switched off.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const { version: SWAGGER_UI_VERSION } = createRequire(import.meta.url)('swagger-ui-dist/package.json') as {
  version: string;
};

/** The only files served from swagger-ui-dist: the page needs no more, and nothing else in the package is ours to serve. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/**
 * The page at /api/docs and at /api/docs/: its relative URLs start from the folder its address names (/api/ or
 * /api/docs/), so each spelling gets its own `base`. `?v=` names Swagger UI's version, so the assets can be cached
 * for a year and an upgrade still reaches browsers.
 */
const page = (base: '' | 'docs/') => {
  const asset = (file: string) => `${base}assets/${file}?v=${SWAGGER_UI_VERSION}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Restaurant ordering API reference</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${base}init.js"></script>
</body>
</html>
`;
};
const PAGES = { withoutSlash: page('docs/'), withSlash: page('') };

// Relative to the script's own URL, so the page works wherever /api is mounted.
const INIT = `window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', document.currentScript.src).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

const files = new Map<string, Promise<Buffer>>();
const assetBytes = (file: string) => {
  let bytes = files.get(file);
  if (!bytes) {
    bytes = readFile(join(SWAGGER_UI_DIR, file));
    files.set(file, bytes);
  }
  return bytes;
};

/** The demo start's doors this server has: the reference lists them only then (never in production). */
export interface ServedDemoDoors {
  outbox: boolean;
  sandbox: boolean;
  /** The Khalti stand-in (KHALTI_MODE=sandbox); absent: not served. */
  khaltiSandbox?: boolean;
}

const isServed = (served: ServedDemoDoors) => (route: (typeof API_ROUTES)[number]) =>
  route.tag === 'eSewa sandbox'
    ? served.sandbox
    : route.tag === 'Khalti sandbox'
      ? served.khaltiSandbox === true
      : route.path.startsWith('/dev/')
        ? served.outbox
        : true;

export function openApiRoutes(served: ServedDemoDoors) {
  // Built on the first request and kept: what this server serves does not change while it runs.
  let json: string | undefined;
  return (
    new Hono()
      // Changes with each release: browsers and tools ask again rather than reuse a copy.
      .get('/openapi.json', (c) => {
        json ??= JSON.stringify(buildOpenApiDocument(API_ROUTES.filter(isServed(served))));
        c.header('Cache-Control', 'no-cache');
        return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
      })
      .get('/docs', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(PAGES.withoutSlash);
      })
      .get('/docs/', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(PAGES.withSlash);
      })
      .get('/docs/init.js', (c) =>
        c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
      )
      .get('/docs/assets/:file', async (c) => {
        const type = ASSETS[c.req.param('file')];
        if (!type) return notFound(c);
        return c.body(new Uint8Array(await assetBytes(c.req.param('file'))), 200, {
          'Content-Type': type,
          'Cache-Control': IMMUTABLE,
        });
      })
  );
}
