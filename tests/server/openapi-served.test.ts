import { describe, expect, it } from 'vitest';
import type { Env } from '../../server/env';
import type { OpenApiDocument } from '../../server/openapi/openapi-document';
import { documentPathOf } from './support/openapi-validator';
import { makeTestApp } from './support/test-app';
import { t, useDatabaseWorld } from './support/database-world';
import { TEST_DEMO_KEY } from './support/test-database';

/**
 * The reference lists what this server serves, no more: the SMS outbox and the eSewa sandbox only in a demo start
 * that has them, never in production (a document naming paths that answer 404 sends integrators to doors that are
 * not there). /api/docs/ with a slash reaches the reference too.
 */
useDatabaseWorld();

const PRODUCTION: Partial<Env> = { production: true, demoKey: null, esewaMode: 'production' };
const DEMO_DOORS = /^\/(dev\/|payment\/esewa\/sandbox\/)/;

async function served(changes: Partial<Env>) {
  const { app } = makeTestApp(t.db, { ...t.env, ...changes });
  const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
  const registered = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => documentPathOf(route.path));
  return { app, doc, paths: Object.keys(doc.paths), registered, tags: (doc.tags as Array<{ name: string }>).map((tag) => tag.name) };
}

describe('the OpenAPI document', () => {
  it('lists the outbox and every sandbox operation in the demo start, which serves them', async () => {
    const { paths, tags, registered } = await served({});
    expect(paths).toContain('/dev/outbox/');
    expect(paths).toEqual(expect.arrayContaining(['/payment/esewa/sandbox/v2/form', '/payment/esewa/sandbox/v2/settle']));
    expect(tags).toContain('eSewa sandbox');
    expect(registered).toContain('/dev/outbox/');
  });

  it('lists neither in production, where neither is served, and mentions neither', async () => {
    const { app, doc, paths, tags, registered } = await served(PRODUCTION);
    expect(paths.filter((path) => DEMO_DOORS.test(path))).toEqual([]);
    expect(registered.filter((path) => DEMO_DOORS.test(path))).toEqual([]);
    expect(tags).not.toContain('eSewa sandbox');
    expect(JSON.stringify(doc)).not.toMatch(/outbox|sandbox/i);
    for (const [method, path] of [
      ['GET', '/api/dev/outbox/'],
      ['POST', '/api/payment/esewa/sandbox/v2/form'],
      ['GET', '/api/payment/esewa/sandbox/v2/status/'],
      ['POST', '/api/payment/esewa/sandbox/v2/settle'],
      ['POST', '/api/payment/esewa/sandbox/transrec'],
    ] as const) {
      const response = await app.request(`${path}?key=${TEST_DEMO_KEY}`, { method, headers: { 'X-Demo-Key': TEST_DEMO_KEY } });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("lists the outbox but not the sandbox in a demo start on eSewa's test gateway", async () => {
    const { paths, registered } = await served({ esewaMode: 'test' });
    expect(paths).toContain('/dev/outbox/');
    expect(paths.filter((path) => path.startsWith('/payment/esewa/sandbox/'))).toEqual([]);
    expect(registered.filter((path) => path.startsWith('/payment/esewa/sandbox/'))).toEqual([]);
  });
});

describe('/api/docs/ with a trailing slash', () => {
  it('serves the reference page like /api/docs, its links resolving to the same files (it was a 404)', async () => {
    const { app } = makeTestApp(t.db, t.env);
    const linked = async (address: string) => {
      const response = await app.request(address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain('<div id="swagger-ui"></div>');
      const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => new URL(url ?? '', `http://localhost${address}`));
      for (const url of urls) expect((await app.request(url.pathname + url.search)).status, url.pathname).toBe(200);
      return urls.map((url) => url.pathname + url.search).sort();
    };
    expect(await linked('/api/docs/')).toEqual(await linked('/api/docs'));
  });
});
