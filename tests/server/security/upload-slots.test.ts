import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categoryList } from '../../../contract/meal';
import { UPLOAD_MESSAGES } from '../../../server/http/upload-gate';
import { UploadBudget, type UploadLimits } from '../../../server/media/upload-budget';
import { apiClient, signedUpCustomer } from '../support/account-client';
import { mealForm, send, smallPng } from '../support/meal-fixtures';
import { pacedUpload } from '../support/paced-upload';
import { openSeededApp, type SeededApp } from '../support/seeded-app';
import { makeTestApp } from '../support/test-app';

/**
 * Upload places cannot be starved by clients that trickle. The probe held all 12 places with six customer accounts,
 * each sending two multipart uploads that declared 5 MB and trickled a byte every 10 s: the admin's upload got 503
 * for as long as they kept going. Every request here goes over a real socket to a real server; the clients bind
 * loopback addresses of their own (127.0.0.2, …) so the server sees them as different addresses. The pace bounds
 * are shortened (a window of a fraction of a second instead of 5 s) so the cuts come quickly.
 */
let world: SeededApp;
let customers: string[];
let momoId: number;
const servers: Array<ReturnType<typeof serve>> = [];
const uploads: Array<ReturnType<typeof pacedUpload>> = [];

beforeAll(async () => {
  world = await openSeededApp();
  const api = apiClient(world.app);
  customers = [];
  for (let index = 0; index < 8; index += 1) customers.push((await signedUpCustomer(api, world.t.db)).access);
  const categories = categoryList.parse((await send(world.app, 'GET', '/meal/categories/')).body);
  momoId = categories.find((category) => category.name === 'Momo')?.id as number;
});
afterEach(() => {
  for (const upload of uploads.splice(0)) upload.stop();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await world.t.destroy();
});

/** The places as the server has them, and nobody cut for their pace (the slot tests hold their uploads open). */
const SLOTS = { perUser: 2, perAddress: 4, atOnce: 12, customersAtOnce: 8, megapixelsPerMinute: 200 };
const UNHURRIED = { minBytesPerSecond: 8 * 1024, paceWindowMs: 60_000, maxBodyMs: 60_000 };

/** A server of its own over the seeded database, with these upload bounds. */
async function serveWith(limits: Partial<UploadLimits>) {
  const budget = new UploadBudget(limits);
  const { app, logLines } = makeTestApp(world.t.db, world.t.env, { uploads: budget });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, budget, logLines };
}

type PaceOptions = Omit<Parameters<typeof pacedUpload>[0], 'base' | 'method' | 'path' | 'token' | 'field'>;

/** A profile picture upload by `token` from `localAddress`, paced as told. */
function profileUpload(base: string, token: string, localAddress: string, pace: PaceOptions) {
  const upload = pacedUpload({
    base,
    method: 'PUT',
    path: '/api/account/user-profile/',
    token,
    localAddress,
    fields: { name: 'Sita' },
    field: 'profile_picture',
    ...pace,
  });
  uploads.push(upload);
  return upload;
}

/** The probe's trickle: 5 MB declared, a byte at a time. */
const trickle = (base: string, token: string, localAddress: string, giveUpMs = 20_000) =>
  profileUpload(base, token, localAddress, { declaredBytes: 5 * 1024 * 1024, chunkBytes: 1, everyMs: 100, giveUpMs });

/** A real picture sent in one go. */
const picture = async (base: string, token: string, localAddress: string) =>
  profileUpload(base, token, localAddress, {
    file: await smallPng(),
    chunkBytes: 1 << 20,
    everyMs: 1000,
    giveUpMs: 20_000,
  }).answer;

/** Waits until each of `tricklers` holds a place or has been refused, and gives the refusals. */
async function admitted(budget: UploadBudget, tricklers: Array<ReturnType<typeof pacedUpload>>) {
  await vi.waitFor(
    () => expect(budget.held + tricklers.filter((upload) => upload.answered()).length).toBe(tricklers.length),
    {
      timeout: 10_000,
    },
  );
  return Promise.all(tricklers.filter((upload) => upload.answered()).map((upload) => upload.answer));
}

describe('upload places while accounts trickle', () => {
  it("let the admin's meal photo in while six accounts at six addresses trickle two uploads each", async () => {
    const { base, budget } = await serveWith({ ...SLOTS, ...UNHURRIED });
    const tricklers = customers
      .slice(0, 6)
      .flatMap((token, index) => [
        trickle(base, token, `127.0.0.${index + 2}`),
        trickle(base, token, `127.0.0.${index + 2}`),
      ]);
    const refused = await admitted(budget, tricklers);

    const admin = await fetch(`${base}/api/meal/meals/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.tokens.admin}` },
      body: await mealForm(momoId, { name: 'Trickle-proof Momo' }),
    });
    expect(admin.status, await admin.clone().text()).toBe(201);
    // Customers share 8 of the 12 places; the other 4 are kept for the staff. The tricklers still hold theirs.
    expect(budget.held).toBe(8);
    expect(refused).toEqual(
      Array(4).fill({ status: 503, body: { detail: UPLOAD_MESSAGES.serverBusy }, retryAfter: '5' }),
    );
    expect(tricklers.filter((upload) => upload.answered())).toHaveLength(4);
  });

  it('give the accounts at one address four places between them, and a customer elsewhere still gets in', async () => {
    const { base, budget } = await serveWith({ ...SLOTS, ...UNHURRIED });
    const tricklers = customers
      .slice(0, 6)
      .flatMap((token) => [trickle(base, token, '127.0.0.20'), trickle(base, token, '127.0.0.20')]);
    const refused = await admitted(budget, tricklers);

    expect(await picture(base, customers[6] as string, '127.0.0.21')).toMatchObject({ status: 200 });
    expect(budget.held).toBe(4);
    expect(refused).toEqual(
      Array(8).fill({ status: 429, body: { detail: UPLOAD_MESSAGES.addressBusy }, retryAfter: '5' }),
    );
  });
});

describe('the pace of an upload', () => {
  it('cuts a body slower than the floor with a JSON 408 once the window has passed, and gives its place back', async () => {
    const { base, budget } = await serveWith({
      ...SLOTS,
      atOnce: 1,
      customersAtOnce: 1,
      minBytesPerSecond: 8 * 1024,
      paceWindowMs: 400,
      maxBodyMs: 60_000,
      cutCooldownMs: 60_000,
    });
    const trickler = trickle(base, customers[0] as string, '127.0.0.30', 5_000);
    await vi.waitFor(() => expect(budget.held).toBe(1));
    expect(await trickler.answer).toEqual({ status: 408, body: { detail: UPLOAD_MESSAGES.tooSlow } });
    // Given back before the answer left, so the next upload gets the only place.
    expect(budget.held).toBe(0);
    expect(await picture(base, customers[1] as string, '127.0.0.31')).toMatchObject({ status: 200 });
    // The trickler cannot take it straight back: its account waits out the cool-down.
    const again = await picture(base, customers[0] as string, '127.0.0.30');
    const seconds = Number(again.retryAfter);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again).toEqual({
      status: 429,
      body: { detail: UPLOAD_MESSAGES.coolingDown(seconds), code: 'uploadCoolingDown', values: { seconds } },
      retryAfter: String(seconds),
    });
  });

  it("cuts the admin's meal form the same way, logging no server fault", async () => {
    const { base, budget, logLines } = await serveWith({ ...SLOTS, paceWindowMs: 400, maxBodyMs: 60_000 });
    const trickler = pacedUpload({
      base,
      method: 'POST',
      path: '/api/meal/meals/',
      token: world.tokens.admin,
      fields: { name: 'Slow Momo' },
      field: 'main_image',
      declaredBytes: 5 * 1024 * 1024,
      chunkBytes: 1,
      everyMs: 100,
      giveUpMs: 5_000,
    });
    uploads.push(trickler);
    expect(await trickler.answer).toEqual({ status: 408, body: { detail: UPLOAD_MESSAGES.tooSlow } });
    expect(budget.held).toBe(0);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('reads a slow upload that stays above the floor to the end', async () => {
    const { base } = await serveWith({ ...SLOTS, minBytesPerSecond: 8 * 1024, paceWindowMs: 500, maxBodyMs: 60_000 });
    // Noise does not compress: about 77 KB, sent at 40 KB/s (5× the floor), so it spans four windows.
    const noisy = await sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
      .png()
      .toBuffer();
    const slow = profileUpload(base, customers[2] as string, '127.0.0.32', {
      file: noisy,
      chunkBytes: 2048,
      everyMs: 50,
      giveUpMs: 30_000,
    });
    expect(await slow.answer).toMatchObject({ status: 200 });
  });

  it('cuts an upload still arriving when its time is up, however steady, and gives its place back', async () => {
    const { base, budget } = await serveWith({
      ...SLOTS,
      minBytesPerSecond: 8 * 1024,
      paceWindowMs: 60_000,
      maxBodyMs: 800,
    });
    const steady = profileUpload(base, customers[3] as string, '127.0.0.33', {
      declaredBytes: 5 * 1024 * 1024,
      chunkBytes: 2048,
      everyMs: 50,
      giveUpMs: 5_000,
    });
    expect(await steady.answer).toEqual({ status: 408, body: { detail: UPLOAD_MESSAGES.tooLong } });
    expect(budget.held).toBe(0);
  });
});
