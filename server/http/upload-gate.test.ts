import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UploadBudget } from '../media/upload-budget';
import type { AuthEnv } from './auth';
import { UPLOAD_MESSAGES, uploadGate } from './upload-gate';

/** A route behind the gate whose handler is held until the test lets it go: an upload caught mid-way. */
function heldRoute(budget: UploadBudget) {
  const held: Array<() => void> = [];
  const app = new Hono<AuthEnv>()
    .use(async (c, next) => {
      c.set('user', { id: Number(c.req.header('X-User')) } as AuthEnv['Variables']['user']);
      await next();
    })
    .post('/upload', uploadGate(budget), async (c) => {
      if (c.req.header('X-Fail')) throw new Error('decoder crashed');
      await new Promise<void>((resume) => held.push(resume));
      return c.json({ ok: true });
    });
  app.onError((_error, c) => c.json({ detail: 'failed' }, 500));
  const send = (user: number, options: { json?: boolean; fail?: boolean } = {}) =>
    app.request('/upload', {
      method: 'POST',
      headers: {
        'X-User': String(user),
        'Content-Type': options.json ? 'application/json' : 'multipart/form-data; boundary=x',
        ...(options.fail ? { 'X-Fail': '1' } : {}),
      },
      body: options.json ? '{}' : '--x--',
    });
  return { send, held };
}

/** Lets the requests sent so far reach the handler (or be refused) before the test looks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the upload gate', () => {
  it('lets a user have two uploads under way and refuses a third with 429 and Retry-After, until one ends', async () => {
    const { send, held } = heldRoute(new UploadBudget({ perUser: 2, atOnce: 12, megapixelsPerMinute: 200 }));
    const firstTwo = [send(1), send(1)];
    await settle();
    expect(held).toHaveLength(2);
    const third = await send(1);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('5');
    expect(await third.json()).toEqual({ detail: UPLOAD_MESSAGES.userBusy });
    // Someone else is not held up by it.
    const other = send(2);
    await settle();
    expect(held).toHaveLength(3);
    held.shift()?.();
    expect((await firstTwo[0])?.status).toBe(200);
    const again = send(1);
    await settle();
    expect(held).toHaveLength(3);
    for (const resume of held.splice(0)) resume();
    expect((await Promise.all([firstTwo[1], other, again])).map((response) => response?.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it('answers 503 with Retry-After once the server has as many uploads as it takes, and a JSON body passes', async () => {
    const { send, held } = heldRoute(new UploadBudget({ perUser: 2, atOnce: 3, megapixelsPerMinute: 200 }));
    const under = [send(1), send(2), send(3)];
    await settle();
    const full = await send(4);
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toBe('5');
    expect(await full.json()).toEqual({ detail: UPLOAD_MESSAGES.serverBusy });
    const json = send(4, { json: true });
    await settle();
    expect(held).toHaveLength(4);
    for (const resume of held.splice(0)) resume();
    expect((await Promise.all([...under, json])).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    // The places are back: the user refused a moment ago gets in.
    const later = send(4);
    await settle();
    held.shift()?.();
    expect((await later).status).toBe(200);
  });

  it('gives the place back when the handler fails', async () => {
    const { send, held } = heldRoute(new UploadBudget({ perUser: 1, atOnce: 1, megapixelsPerMinute: 200 }));
    expect((await send(1, { fail: true })).status).toBe(500);
    const next = send(1);
    await settle();
    expect(held).toHaveLength(1);
    held[0]?.();
    expect((await next).status).toBe(200);
  });
});

describe('UploadBudget.charge', () => {
  it('counts megapixels over a sliding minute and says when the next picture fits', () => {
    let now = 0;
    const budget = new UploadBudget({ perUser: 2, atOnce: 12, megapixelsPerMinute: 100 }, () => now);
    expect(budget.charge(1, 40_000_000)).toEqual({ ok: true });
    now = 20_000;
    expect(budget.charge(1, 40_000_000)).toEqual({ ok: true });
    now = 30_000;
    // 80 spent: a 30 MP picture fits once the first 40 have aged out, at 60 s.
    expect(budget.charge(1, 30_000_000)).toEqual({ ok: false, retryAfterSeconds: 30 });
    // 90 MP would need both gone: at 80 s.
    expect(budget.charge(1, 90_000_000)).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(budget.charge(2, 100_000_000)).toEqual({ ok: true });
    now = 60_001;
    expect(budget.charge(1, 30_000_000)).toEqual({ ok: true });
  });
});
