import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../server/demo/seed';
import { findUserByPhone } from '../../../server/db/repositories/users';
import type { AccountContext } from '../../../server/services/account-context';
import { startSession } from '../../../server/services/sessions';
import { roles } from '../support/meal-fixtures';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { loadTinyCatalog } from '../support/tiny-catalog';
import { API_ROUTES, type RouteSpec } from './api-routes';
import { type HttpServer, needsSocket, startHttpServer } from './fuzz-http';
import { EVERY_METHOD, everyMethodTo } from './fuzz-methods';
import { type FuzzRequest, type Role, requestsTo, type Tokens } from './fuzz-requests';
import { errorMessageOf, missingSecurityHeaders } from './response-checks';

/**
 * Property: whatever a visitor, customer or admin sends to any route of the API, the server answers below 500, with
 * its security headers, and every 4xx says what was wrong (`detail` or field messages). Requests start from the
 * contract's schemas and are broken on purpose (fuzz-requests.ts); they go through app.fetch to a real database,
 * or, when a fetch Request cannot carry them (TRACE, a GET with a body), over a socket to the same app behind
 * @hono/node-server (fuzz-http.ts). Every route also gets every method with and without a body (fuzz-methods.ts).
 * FUZZ_SEED=<n> replays a run; FUZZ_SCALE=<x> sends x times as many requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const MIN_REQUESTS = 10_000;
// Routes whose well-shaped requests run argon2 get fewer runs (see RouteSpec.hashes).
const RUNS = Math.round(180 * SCALE);
const HASHING_RUNS = Math.round(60 * SCALE);
const UNKNOWN_RUNS = Math.round(300 * SCALE);

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let http: HttpServer;
let accounts: AccountContext;
let logLines: Array<Record<string, unknown>>;
let userIds: Record<Exclude<Role, 'visitor'>, number>;
const tokens: Tokens = { customer: '', admin: '' };
const shutdown = new AbortController();
let realImage: Uint8Array;
let distDir: string;

let sent = 0;
let sentOverSocket = 0;
const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL: 'https://momo.example.com/' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  // A built app to serve, so paths that leave /api (`/api/media/%2e%2e/x`) reach the app's index, not "not built".
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Menu</title>');
  const made = makeTestApp(t.db, t.env, { shutdown: shutdown.signal, distDir });
  app = made.app;
  logLines = made.logLines;
  http = await startHttpServer(app.fetch, t.env);
  const fixtures = await roles(app, t.db, t.env);
  tokens.admin = fixtures.admin;
  tokens.customer = fixtures.customer;
  const admin = await findUserByPhone(t.db, t.env.adminPhone);
  userIds = { admin: Number(admin?.id), customer: fixtures.customerId };
  accounts = { db: t.db, secret: t.env.jwtSecret, clock: () => new Date() } as AccountContext;
  realImage = new Uint8Array(
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c0392b' } }).png().toBuffer(),
  );
}, 120_000);
afterAll(async () => {
  shutdown.abort();
  await http?.close();
  await t?.destroy();
  if (distDir) await rm(distDir, { recursive: true, force: true });
  console.info(`fuzz: ${sent} requests (${sentOverSocket} over a socket), seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
});

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} as ${request.note.join('; ')} (seed ${SEED})`;

/** The body as text, uncompressed as a browser would (app.request hands over the bytes as sent). */
async function bodyText(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  // A HEAD answer says gzip like its GET but has no body to unpack.
  if (bytes.length === 0) return '';
  const encoding = response.headers.get('Content-Encoding');
  const plain =
    encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'deflate' ? inflateSync(bytes) : bytes;
  return plain.toString('utf8');
}

/** Sends one request and lists what is wrong with the answer. */
async function problemsWith(
  route: RouteSpec | undefined,
  request: FuzzRequest,
  over: 'fetch' | 'socket' = 'fetch',
): Promise<string[]> {
  // No client address: as behind an unconfigured proxy, every request counts against one 'unknown' sender (over the
  // socket, against 127.0.0.1).
  const socket = over === 'socket' || needsSocket(request);
  const response = socket
    ? await http.send(request)
    : await app.request(request.url, { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined });
  if (socket) sentOverSocket += 1;
  sent += 1;
  count(`${request.role} ${response.status}`);
  if (process.env.FUZZ_DEBUG && response.status === 401 && request.note[0] === request.role) console.log("401", request.url.slice(0, 80), request.note.join(";").slice(0, 150));
  const problems = missingSecurityHeaders(response, t.env).map((header) => `security header ${header}`);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/event-stream')) {
    // The live order stream never ends by itself: hang up, as a client does.
    await response.body?.cancel();
    return problems;
  }
  const text = await bodyText(response);
  if (response.status >= 500) {
    const logged = logLines.filter((line) => line.msg === 'unhandled error').at(-1)?.err as { stack?: string } | undefined;
    problems.push(`status ${response.status}: ${text.slice(0, 300)}${logged?.stack ? `\n  ${logged.stack.slice(0, 600)}` : ''}`);
  }
  // A path whose dot segments lead out of /api (`/api/media/%2e%2e/%2e%2e/x`) is the app's, which answers text.
  const isApi = /^\/api(\/|$)/.test(new URL(request.url, 'http://localhost').pathname);
  const isError = isApi && response.status >= 400 && response.status < 500 && request.method !== 'HEAD';
  if (isError && route?.html && type.startsWith('text/html')) {
    // The sandbox eSewa pages answer a browser's form post with a page listing the problems.
    if (!/<li>[^<]+<\/li>/.test(text)) problems.push(`${response.status} page names no problem`);
  } else if (isError) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!type.startsWith('application/json')) problems.push(`${response.status} answered as ${type || 'no type'}`);
    if (!errorMessageOf(body)) problems.push(`${response.status} without a message: ${text.slice(0, 300) || '(empty)'}`);
  }
  // Logging out or changing the password ends the role's session: the next requests get a fresh one.
  if (response.status === 200 && request.role !== 'visitor' && /\/account\/(logout|change-password)\//.test(request.url)) {
    tokens[request.role] = (await startSession(accounts, userIds[request.role])).access;
  }
  return problems;
}

/** Ids that exist in the tiny catalog and beyond; deletes aim past them so the fixtures survive the run. */
const validIdFor = (route: RouteSpec) =>
  route.method === 'DELETE' && route.path !== '/cart/delete/:id/'
    ? fc.integer({ min: 1000, max: 1100 })
    : fc.integer({ min: 1, max: 40 });

describe('the API under fuzzed requests', () => {
  it('lists every route the app registers', () => {
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path.slice('/api'.length)}`),
    );
    const listed = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));
    expect([...registered].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(API_ROUTES.map((route, index) => ({ route, index, name: `${route.method} ${route.path}` })))(
    'never breaks on $name',
    async ({ route, index }) => {
      await fc.assert(
        fc.asyncProperty(
          requestsTo(route, { tokens, validId: validIdFor(route), realImage }),
          async (request) => {
            const problems = await problemsWith(route, request);
            if (problems.length > 0) throw new Error(`${describeRequest(request)}:\n  ${problems.join('\n  ')}`);
          },
        ),
        { seed: SEED + index, numRuns: route.hashes ? HASHING_RUNS : RUNS },
      );
    },
    60_000,
  );

  it.each(API_ROUTES.map((route, index) => ({ route, index, name: `${route.method} ${route.path}` })))(
    `answers ${EVERY_METHOD.join(', ')}, with and without a body, on $name's path, over a socket`,
    async ({ route, index }) => {
      for (const request of everyMethodTo(route, tokens, SEED + index)) {
        const problems = await problemsWith(route, request, 'socket');
        if (problems.length > 0) throw new Error(`${describeRequest(request)}:\n  ${problems.join('\n  ')}`);
      }
    },
    60_000,
  );

  it('answers unknown paths and methods with a JSON 404', async () => {
    const segment = fc.oneof(
      fc.constantFrom('meal', 'orders', 'account', '..', '%2e%2e', '%zz', '%00', 'api', '__proto__', 'x'.repeat(3000)),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encodeURIComponent),
    );
    const request = fc
      .record({
        segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'),
        slash: fc.boolean(),
      })
      .filter(({ segments }) => segments[0] !== 'meal' || segments.length > 3)
      .map(
        ({ segments, method, slash }): FuzzRequest => ({
          role: 'visitor',
          method,
          url: `/api/zz-${segments.join('/')}${slash ? '/' : ''}`,
          headers: {},
          note: ['unknown path'],
        }),
      );
    await fc.assert(
      fc.asyncProperty(request, async (unknown) => {
        const problems = await problemsWith(undefined, unknown);
        if (problems.length > 0) throw new Error(`${describeRequest(unknown)}:\n  ${problems.join('\n  ')}`);
      }),
      { seed: SEED - 1, numRuns: UNKNOWN_RUNS },
    );
  }, 60_000);

  // What the fuzz found once, kept as plain cases.
  it.each<[string, () => FuzzRequest]>([
    [
      'a JSON body to the profile form: the JSON check had spent the stream the body limit then read (500)',
      () => ({
        role: 'customer',
        method: 'PUT',
        url: '/api/account/user-profile/',
        headers: { Authorization: `Bearer ${tokens.customer}`, 'Content-Type': 'application/json' },
        body: new TextEncoder().encode('{"__proto__":{"name":1}}'),
        note: ['regression'],
      }),
    ],
    [
      "an oversized transaction check: the sandbox answered 413 with no body",
      () => ({
        role: 'visitor',
        method: 'POST',
        url: '/api/payment/esewa/sandbox/transrec',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode(`pid=${'p'.repeat(20_000)}`),
        note: ['regression'],
      }),
    ],
    [
      'a TRACE with a JSON body: @hono/node-server makes it a GET, and the JSON check put the body back on that (500)',
      () => ({
        role: 'visitor',
        method: 'TRACE',
        url: '/api/meal/meals/',
        headers: { 'Content-Type': 'application/json' },
        body: new TextEncoder().encode('{"name":"x"}'),
        note: ['regression'],
      }),
    ],
  ])('answers %s', async (_name, request) => {
    const route = API_ROUTES.find((spec) => request().url.endsWith(spec.path));
    expect(await problemsWith(route, request())).toEqual([]);
  });

  it(`sent at least ${MIN_REQUESTS} requests, and the signed-in ones got past authentication`, () => {
    if (SCALE >= 1) expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // A fuzz that only ever met 401 would prove little: both roles' tokens stayed good throughout.
    for (const role of ['customer', 'admin']) {
      const ok = [...statuses].filter(([key]) => key.startsWith(`${role} 2`)).reduce((sum, [, n]) => sum + n, 0);
      expect(ok, `${role} 2xx answers`).toBeGreaterThan(200);
    }
  });
});
