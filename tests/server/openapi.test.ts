import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES as DOCUMENTED, type ApiRoute } from '../../contract/api/api-routes';
import { seedDatabase } from '../../server/demo/seed';
import { contentSecurityPolicy } from '../../server/http/security-headers';
import type { OpenApiDocument } from '../../server/openapi/openapi-document';
import { API_ROUTES as FUZZED } from './security/api-routes';
import { CALLERS, PERMISSION_MATRIX } from './security/permission-matrix';
import { documentPathOf, openApiChecker } from './support/openapi-validator';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * docs/rules/system.md#api-reference: /api/openapi.json is generated from contract/api/ and is the whole API. This file
 * checks the document's shape, that it lists exactly the routes the app registers with their inputs, answers and
 * permissions, and that the reference page at /api/docs loads only what this origin serves. openapi-answers.test.ts
 * validates real answers.
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let doc: OpenApiDocument;
const shutdown = new AbortController();

type Operation = Record<string, unknown> & { responses: Record<string, unknown> };
const operationOf = (route: { method: string; path: string }) =>
  doc.paths[route.path]?.[route.method.toLowerCase()] as Operation | undefined;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { shutdown: shutdown.signal }));
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  doc = (await response.json()) as OpenApiDocument;
}, 60_000);
afterAll(async () => {
  shutdown.abort();
  await t?.destroy();
});

describe('the document', () => {
  it('is OpenAPI 3.1 in shape, with a bearer scheme and every operation answered', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components).toMatchObject({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } });
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, operation] of Object.entries(operations) as Array<[string, Operation]>) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(ids.has(String(operation.operationId)), `${method} ${path} operationId`).toBe(false);
        ids.add(String(operation.operationId));
        // Each path parameter is declared, as OpenAPI requires.
        const declared = ((operation.parameters ?? []) as Array<{ name: string; in: string }>)
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        expect(declared, `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));
      }
    }
  });

  it('has only schemas ajv (JSON Schema 2020-12) can compile, and references that resolve', () => {
    const { compile } = openApiChecker(doc);
    const schemas: unknown[] = [];
    const collect = (value: unknown, key = '') => {
      if (key === 'schema') schemas.push(value);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    collect(doc.paths);
    // Many operations share a schema (the error bodies): each distinct one is compiled once.
    const distinct = [...new Set(schemas.map((schema) => JSON.stringify(schema)))];
    expect(distinct.length).toBeGreaterThan(50);
    for (const schema of distinct) expect(() => compile(JSON.parse(schema)), schema.slice(0, 200)).not.toThrow();
  });

  it('is served the same on every request (built once)', async () => {
    const again = await (await app.request('/api/openapi.json')).text();
    expect(again).toBe(JSON.stringify(doc));
  });
});

describe('the routes', () => {
  const registered = () =>
    new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${documentPathOf(route.path)}`),
    );

  it('lists every route the app registers, and no other', () => {
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    expect([...registered()].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered().has(route))).toEqual([]);
  });

  it('gives each route its request body and query as the fuzz sends them', () => {
    // tests/server/security/api-routes.ts is checked against the app too: its bodies say what each route reads.
    for (const fuzzed of FUZZED) {
      const route = { method: fuzzed.method, path: documentPathOf(fuzzed.path) };
      const operation = operationOf(route);
      const name = `${route.method} ${route.path}`;
      expect(operation, name).toBeDefined();
      const content = (operation?.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
      const type = {
        none: undefined,
        json: 'application/json',
        upload: 'multipart/form-data',
        urlencoded: 'application/x-www-form-urlencoded',
      }[fuzzed.body.kind];
      if (type) expect(Object.keys(content), name).toContain(type);
      else expect(operation?.requestBody, name).toBeUndefined();
      if (fuzzed.body.kind === 'upload') {
        const schema = (content['multipart/form-data'] as { schema: { properties: Record<string, unknown> } }).schema;
        for (const file of fuzzed.body.files)
          expect(Object.keys(schema.properties), `${name} file ${file}`).toContain(file);
      }
      const inQuery = ((operation?.parameters ?? []) as Array<{ in: string }>).filter(
        (parameter) => parameter.in === 'query',
      );
      expect(inQuery.length > 0, `${name} query`).toBe(fuzzed.query !== undefined);
    }
  });

  it('gives each route its success answer, the {detail} errors and who may call it', () => {
    for (const route of DOCUMENTED) {
      const operation = operationOf(route);
      const name = `${route.method} ${route.path}`;
      expect(operation?.['x-permission'], name).toBe(route.access);
      expect(String(operation?.description), name).toMatch(/Who may call:/);
      const statuses = Object.keys(operation?.responses ?? {}).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        `${name} success`,
      ).toBe(true);
      const needsToken = route.access !== 'public';
      expect(operation?.security, name).toEqual(
        needsToken ? [{ bearer: [] }] : route.optionalToken ? [{}, { bearer: [] }] : [],
      );
      if (needsToken) expect(statuses, name).toContain(401);
      if (route.access === 'customer' || route.access === 'admin') expect(statuses, name).toContain(403);
    }
  });
});

describe('the permissions', () => {
  /** What a row of the permission matrix says of who may call: [visitor, customer A, customer B, admin]. */
  const accessOf = ([visitor, a, b, admin]: readonly (number | null)[]): ApiRoute['access'] =>
    visitor !== 401 ? 'public' : admin === 403 ? 'customer' : a === 403 && b === 403 ? 'admin' : 'signed-in';

  it('agree with the permission matrix the server is tested against', () => {
    expect(CALLERS).toEqual(['visitor', 'customerA', 'customerB', 'admin']);
    const { templateOf } = openApiChecker(doc);
    const disagreements: string[] = [];
    for (const row of PERMISSION_MATRIX) {
      if (row.method === 'HEAD' || row.path.startsWith('/no-such-route')) continue;
      // The matrix fills `{name}` from its fixtures: any value stands for a path parameter here.
      const template = templateOf(row.path.replace(/\{\w+\}/g, '1'));
      const route = DOCUMENTED.find((each) => each.path === template && each.method === row.method);
      const matrix = accessOf(row.expect);
      // Rows that send a method a path does not have (all 404): the document rightly has no such operation.
      if (!route && row.expect.every((status) => status === 404)) continue;
      const agrees =
        route?.access === matrix ||
        // send-otp is public, but a code for a new admin's number is the admin's to ask for (its description says so).
        (route?.optionalToken && matrix === 'admin') ||
        // validate-token and refresh-token carry their token in the body: a visitor has none that is valid, so 401.
        (route?.access === 'public' && matrix === 'signed-in' && route.body && 401 in route.answers);
      if (!agrees)
        disagreements.push(`${row.method} ${row.path}: matrix ${matrix}, document ${route?.access ?? 'missing'}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('are what the server does: a visitor is refused every route that needs a token, and no other', async () => {
    const wrong: string[] = [];
    for (const route of DOCUMENTED) {
      const path = route.path.replace('{path}', 'meals/none.webp').replace(/\{\w+\}/g, '1');
      const response = await app.request(`/api${path}`, { method: route.method });
      if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) await response.body?.cancel();
      else await response.arrayBuffer();
      const refused = response.status === 401 || response.status === 403;
      if (refused !== (route.access !== 'public'))
        wrong.push(`${route.method} ${path} (${route.access}): ${response.status}`);
      if (!operationOf(route)?.responses[String(response.status)])
        wrong.push(`${route.method} ${path}: ${response.status} undocumented`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the reference page', () => {
  it('loads Swagger UI from this origin only, under the app’s CSP', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(t.env));
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|\son\w+=/i);
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      ([, url]) => new URL(url ?? '', 'http://localhost/api/docs'),
    );
    expect(urls.map((url) => url.pathname).sort()).toEqual([
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/init.js',
    ]);
    for (const url of urls) {
      expect(url.origin).toBe('http://localhost');
      const asset = await app.request(url.pathname + url.search);
      expect(asset.status, url.pathname).toBe(200);
      expect(asset.headers.get('Content-Type'), url.pathname).toMatch(/^text\/(javascript|css)/);
      if (url.pathname.includes('/assets/')) expect(asset.headers.get('Cache-Control')).toMatch(/max-age=31536000/);
      expect((await asset.arrayBuffer()).byteLength, url.pathname).toBeGreaterThan(100);
    }
    // script-src and style-src 'self' cover them; the init script reads the document from this origin.
    expect(contentSecurityPolicy(t.env)).toMatch(/script-src 'self'(;|$)/);
    expect(contentSecurityPolicy(t.env)).toMatch(/connect-src 'self'/);
    expect(await (await app.request('/api/docs/init.js')).text()).toMatch(/openapi\.json/);
  });

  it('serves nothing else of swagger-ui-dist', async () => {
    for (const file of ['index.html', 'package.json', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      expect((await app.request(`/api/docs/assets/${file}`)).status, file).toBe(404);
    }
  });
});
