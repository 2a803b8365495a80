import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../server/demo/seed';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { loadTinyCatalog } from '../support/tiny-catalog';
import { API_ROUTES } from './api-routes';
import { type HttpServer, startHttpServer } from './fuzz-http';
import { missingSecurityHeaders } from './response-checks';

/*
 * Methods a fetch Request cannot carry, sent over a socket as an attacker sends them. @hono/node-server hands a
 * TRACE to the app as a GET without its body; the JSON check then rebuilt it with the body it read and threw: a 500
 * on every /api path for a TRACE with a JSON body. CONNECT never reached the app: Node closed the connection
 * without a word.
 */
let t: TestDatabase;
let http: HttpServer;
let port: number;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  http = await startHttpServer(makeTestApp(t.db, t.env).app.fetch, t.env);
  port = http.port;
}, 60_000);
afterAll(async () => {
  await http?.close();
  await t?.destroy();
});

const JSON_BODY = new TextEncoder().encode('{"name":"Momo","price":"250"}');
const send = (method: string, url: string, body?: Uint8Array) =>
  http.send({
    role: 'visitor',
    method,
    url,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body,
    note: [],
  });

/** Every route's path with its `:id` and `*` filled in, and the methods it answers. */
const routePaths = () => {
  const methods = new Map<string, Set<string>>();
  for (const route of API_ROUTES) {
    const path = `/api${route.path.replace(':id', '1').replace('*', 'meals/x.webp')}`;
    (methods.get(path) ?? methods.set(path, new Set()).get(path))?.add(route.method);
  }
  return methods;
};

describe('TRACE', () => {
  it('with or without a JSON body, every /api path answers 405 as JSON, naming the methods it answers', async () => {
    for (const [path, methods] of routePaths()) {
      for (const body of [JSON_BODY, undefined]) {
        const response = await send('TRACE', path, body);
        expect(response.status, `TRACE ${path}`).toBe(405);
        expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
        expect((await response.json()).detail, path).toMatch(/TRACE/);
        expect(missingSecurityHeaders(response, t.env), path).toEqual([]);
        const allowed = (response.headers.get('allow') ?? '').split(', ');
        for (const method of methods) expect(allowed, path).toContain(method);
        if (methods.has('GET')) expect(allowed, path).toContain('HEAD');
      }
    }
  });

  it('an unknown /api path is 404 as for any other method; a page of the app is 405', async () => {
    const unknown = await send('TRACE', '/api/no-such-thing/', JSON_BODY);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe('Not found.');
    const page = await send('TRACE', '/menu', JSON_BODY);
    expect(page.status).toBe(405);
    expect(page.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a body where the method carries none', () => {
  it('GET and HEAD with a JSON body are answered as without one', async () => {
    const plain = await send('GET', '/api/meal/categories/');
    const withBody = await send('GET', '/api/meal/categories/', JSON_BODY);
    expect(withBody.status).toBe(200);
    expect(await withBody.text()).toBe(await plain.text());
    expect((await send('HEAD', '/api/meal/categories/', JSON_BODY)).status).toBe(200);
  });

  it('OPTIONS with broken JSON is a 4xx, not a 500', async () => {
    const response = await send('OPTIONS', '/api/meal/meals/', new TextEncoder().encode('{"'));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('CONNECT', () => {
  it('is answered 405 as JSON with the security headers, not a dropped connection', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      socket.write('CONNECT /api/meal/meals/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{}');
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(JSON.parse(body).detail).toMatch(/CONNECT/);
  });
});
