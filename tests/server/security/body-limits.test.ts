import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_STALLED, BODY_TOO_LARGE } from '../../../server/http/body-limits';
import { apiClient, signedUpCustomer } from '../support/account-client';
import { file, send } from '../support/meal-fixtures';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * docs/rules/robustness.md#requests, item 7: bodies that are not JSON are capped as JSON is, and a body that stops
 * arriving is cut off.
 * The server here waits 300 ms for a stalled body instead of 15 s.
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let customer: string;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env, { bodyIdleMs: 300 }));
  customer = (await signedUpCustomer(apiClient(app), t.db)).access;
});
afterAll(async () => {
  await t.destroy();
});

const TWO_MB = 'a'.repeat(2 * 1024 * 1024);

/** A body that sends `first`, then nothing, and never ends; whether the reader cancelled it is recorded. */
function stallingBody(first: string) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('bodies that are not JSON', () => {
  it.each([
    ['text/plain on the login route', 'POST', '/account/login/', 'text/plain'],
    ['a urlencoded form on the profile route', 'PUT', '/account/user-profile/', 'application/x-www-form-urlencoded'],
    ['no type at all on a category write', 'POST', '/meal/categories/', undefined],
  ])('over 1 MB are refused with 413: %s', async (_name, method, path, type) => {
    const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
    const answer = await send(app, method, path, { token: customer, body: `name=${TWO_MB}`, headers });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ detail: BODY_TOO_LARGE });
  });

  it('over 1 MB without a declared length are cut off as they stream', async () => {
    const chunks = [TWO_MB.slice(0, 700_000), TWO_MB.slice(700_000, 1_400_000), TWO_MB.slice(1_400_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const answer = await send(app, 'PUT', '/account/user-profile/', {
      token: customer,
      body: stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ detail: BODY_TOO_LARGE });
  });

  it('a picture upload over 1 MB still goes through: multipart is capped by the picture limits', async () => {
    // Noise does not compress: an 800×800 PNG of it is about 1.9 MB.
    const noise = randomBytes(800 * 800 * 3);
    const picture = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(picture.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.set('name', 'Sita');
    form.set('profile_picture', file(picture, 'me.png'));
    expect((await send(app, 'PUT', '/account/user-profile/', { token: customer, form })).status).toBe(200);
  });
});

describe('a body that stops arriving', () => {
  it.each([
    ['JSON', 'POST', '/account/login/', 'application/json', '{"phone_number": "98'],
    [
      'multipart',
      'PUT',
      '/account/user-profile/',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSi',
    ],
    ['urlencoded', 'PUT', '/account/user-profile/', 'application/x-www-form-urlencoded', 'name=Si'],
  ])(
    'is cut off with 408 once it pauses too long (%s), and the stream is let go',
    async (_kind, method, path, type, first) => {
      const { stream, state } = stallingBody(first);
      const started = Date.now();
      const answer = await send(app, method, path, {
        token: customer,
        body: stream,
        headers: { 'Content-Type': type },
      });
      expect(answer.status).toBe(408);
      expect(answer.body).toEqual({ detail: BODY_STALLED });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(state.cancelled).toBe(true);
    },
  );

  it('a slow body that keeps arriving is read to the end', async () => {
    const parts = ['{"phone_number": "9800000001", ', '"password": "nope"}'];
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const answer = await send(app, 'POST', '/account/login/', {
      body: stream,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).not.toBe(408);
    expect(answer.status).toBeLessThan(500);
  });
});
