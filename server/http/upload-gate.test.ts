import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UploadBudget } from '../media/upload-budget';
import { networkOf } from './address-network';
import type { AuthEnv } from './auth';
import { UPLOAD_MESSAGES, uploadGate } from './upload-gate';

/** A route behind the gate whose handler is held until the test lets it go: an upload caught mid-way. */
function heldRoute(budget: UploadBudget) {
  const held: Array<() => void> = [];
  const app = new Hono<AuthEnv>()
    .use(async (c, next) => {
      const user = { id: Number(c.req.header('X-User')), is_admin: c.req.header('X-Staff') === '1' };
      c.set('user', user as AuthEnv['Variables']['user']);
      await next();
    })
    .post(
      '/upload',
      uploadGate(budget, (c) => c.req.header('X-Address') ?? null),
      async (c) => {
        if (c.req.header('X-Fail')) throw new Error('decoder crashed');
        await new Promise<void>((resume) => held.push(resume));
        return c.json({ ok: true });
      },
    );
  app.onError((_error, c) => c.json({ detail: 'failed' }, 500));
  const send = (user: number, options: { json?: boolean; fail?: boolean; staff?: boolean; address?: string } = {}) =>
    app.request('/upload', {
      method: 'POST',
      headers: {
        'X-User': String(user),
        'Content-Type': options.json ? 'application/json' : 'multipart/form-data; boundary=x',
        ...(options.fail ? { 'X-Fail': '1' } : {}),
        ...(options.staff ? { 'X-Staff': '1' } : {}),
        ...(options.address ? { 'X-Address': options.address } : {}),
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

describe('the places of customers', () => {
  const limits = { perUser: 2, perAddress: 3, atOnce: 6, customersAtOnce: 4, megapixelsPerMinute: 200 };

  it('gives the accounts at one address perAddress places between them, an IPv6 /64 counting as one', async () => {
    const { send, held } = heldRoute(new UploadBudget(limits));
    const under = [
      send(1, { address: '2001:db8:1:2::a' }),
      send(1, { address: '2001:db8:1:2:ffff::1' }),
      send(2, { address: '2001:0db8:0001:0002:0:0:0:b' }),
    ];
    await settle();
    expect(held).toHaveLength(3);
    const fourth = await send(3, { address: '2001:db8:1:2::c' });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('Retry-After')).toBe('5');
    expect(await fourth.json()).toEqual({ detail: UPLOAD_MESSAGES.addressBusy });
    // Another /64, and an admin at the same address, are not held up by it.
    const others = [send(3, { address: '2001:db8:1:3::c' }), send(9, { address: '2001:db8:1:2::d', staff: true })];
    await settle();
    expect(held).toHaveLength(5);
    for (const resume of held.splice(0)) resume();
    expect((await Promise.all([...under, ...others])).map((response) => response.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
  });

  it('keeps the places past customersAtOnce for the staff', async () => {
    const { send, held } = heldRoute(new UploadBudget(limits));
    const customers = [1, 2, 3, 4].map((user) => send(user, { address: `192.0.2.${user}` }));
    await settle();
    expect(held).toHaveLength(4);
    const fifth = await send(5, { address: '192.0.2.5' });
    expect(fifth.status).toBe(503);
    expect(await fifth.json()).toEqual({ detail: UPLOAD_MESSAGES.serverBusy });
    const staff = [send(8, { staff: true }), send(9, { staff: true })];
    await settle();
    expect(held).toHaveLength(6);
    expect((await send(10, { staff: true })).status).toBe(503);
    for (const resume of held.splice(0)) resume();
    expect((await Promise.all([...customers, ...staff])).map((response) => response.status)).toEqual(
      Array(6).fill(200),
    );
  });
});

describe("UploadBudget's own bounds, the README's (none told otherwise)", () => {
  it('lets a user have 2 uploads under way, the customers at one address 4, all customers 8 and everyone 12', () => {
    const budget = new UploadBudget();
    const admit = (userId: number, network: string | null, staff = false) => {
      const admission = budget.admit({ userId, staff, network });
      return admission.ok ? 'in' : admission.reason;
    };
    expect([admit(1, '192.0.2.1'), admit(1, '192.0.2.1'), admit(1, '192.0.2.1')]).toEqual(['in', 'in', 'user-busy']);
    expect([admit(2, '192.0.2.1'), admit(3, '192.0.2.1'), admit(4, '192.0.2.1')]).toEqual(['in', 'in', 'address-busy']);
    const customers = [4, 5, 6, 7, 8].map((userId) => admit(userId, `198.51.100.${userId}`));
    expect(customers).toEqual(['in', 'in', 'in', 'in', 'server-busy']);
    const staff = [20, 21, 22, 23, 24].map((userId) => admit(userId, null, true));
    expect(staff).toEqual(['in', 'in', 'in', 'in', 'server-busy']);
    expect(budget.held).toBe(12);
  });

  it('lets a user decode 200 megapixels a minute', () => {
    const budget = new UploadBudget(undefined, () => 0);
    expect(budget.charge(1, 200_000_000)).toEqual({ ok: true });
    expect(budget.charge(1, 1)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('makes a customer cut for their pace wait 30 s', () => {
    let now = 0;
    const budget = new UploadBudget(undefined, () => now);
    const customer = { userId: 1, staff: false, network: '192.0.2.1' };
    const admission = budget.admit(customer);
    if (!admission.ok) throw new Error(admission.reason);
    admission.cut();
    now = 29_999;
    expect(budget.admit(customer)).toEqual({ ok: false, reason: 'cooling-down', retryAfterSeconds: 1 });
    now = 30_000;
    expect(budget.admit(customer).ok).toBe(true);
  });

  it('has the gate cut a body slower than 8 kB/s over 5 s, or still arriving after 2 minutes (5 for the staff)', () => {
    expect(new UploadBudget().limits).toMatchObject({
      minBytesPerSecond: 8 * 1024,
      paceWindowMs: 5_000,
      maxBodyMs: 120_000,
      staffMaxBodyMs: 300_000,
    });
  });
});

describe('UploadBudget after a cut', () => {
  it('makes a customer cut for their pace wait cutCooldownMs before the next upload; the staff need not', () => {
    let now = 0;
    const budget = new UploadBudget({ cutCooldownMs: 30_000 }, () => now);
    const cutOff = (userId: number, staff: boolean) => {
      const admission = budget.admit({ userId, staff, network: '192.0.2.1' });
      if (!admission.ok) throw new Error(admission.reason);
      admission.cut();
      // Cut counts once: the release that follows in the gate gives nothing back twice.
      admission.release();
    };
    cutOff(1, false);
    expect(budget.held).toBe(0);
    expect(budget.admit({ userId: 1, staff: false, network: '192.0.2.1' })).toEqual({
      ok: false,
      reason: 'cooling-down',
      retryAfterSeconds: 30,
    });
    now = 29_500;
    expect(budget.admit({ userId: 1, staff: false, network: null })).toMatchObject({ retryAfterSeconds: 1 });
    expect(budget.admit({ userId: 2, staff: false, network: '192.0.2.1' })).toMatchObject({ ok: true });
    now = 30_000;
    expect(budget.admit({ userId: 1, staff: false, network: '192.0.2.1' })).toMatchObject({ ok: true });
    cutOff(9, true);
    expect(budget.admit({ userId: 9, staff: true, network: null })).toMatchObject({ ok: true });
    expect(budget.held).toBe(3);
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
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
