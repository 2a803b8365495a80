import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../server/http/upload-gate';
import { UploadBudget } from '../../../server/media/upload-budget';
import { signedUpCustomer, apiClient } from '../support/account-client';
import { file, send, smallPng } from '../support/meal-fixtures';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * docs/rules/robustness.md#uploads, item 4, through the real profile route: a customer's pictures are charged to their
 * minute, the one that does not fit is refused with 429 and Retry-After before anything of the request is saved, and
 * another customer's budget is their own. (The concurrency bounds are in server/http/upload-gate.test.ts, where a
 * handler can be held mid-upload.) The smallPng is 640×480 = 0.3072 MP; a budget of 1 MP takes three of them.
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let now = Date.parse('2026-11-26T10:00:00Z');
let first: string;
let second: string;

beforeAll(async () => {
  t = await openTestDatabase();
  const uploads = new UploadBudget({ perUser: 2, atOnce: 12, megapixelsPerMinute: 1 }, () => now);
  ({ app } = makeTestApp(t.db, t.env, { uploads }));
  const api = apiClient(app);
  first = (await signedUpCustomer(api, t.db)).access;
  second = (await signedUpCustomer(api, t.db)).access;
});
afterAll(async () => {
  await t.destroy();
});

async function upload(token: string, name: string) {
  const form = new FormData();
  form.set('name', name);
  form.set('profile_picture', file(await smallPng(), 'me.png'));
  return send(app, 'PUT', '/account/user-profile/', { token, form });
}
const nameOf = async (token: string) => String((await send(app, 'GET', '/account/user-profile/', { token })).body.name);

describe('the megapixel budget of an uploader', () => {
  it('refuses the picture past the minute budget with 429 and Retry-After, saving nothing of that request', async () => {
    for (const name of ['Sita', 'Gita', 'Rita']) expect((await upload(first, name)).status).toBe(200);
    now += 10_000;
    const refused = await upload(first, 'Mita');
    expect(refused.status).toBe(429);
    // The first picture ages out of the minute 50 s from now.
    expect(refused.response.headers.get('Retry-After')).toBe('50');
    expect(refused.body).toEqual({
      detail: UPLOAD_MESSAGES.budgetSpent(50),
      code: 'uploadBudgetSpent',
      values: { seconds: 50 },
    });
    expect(await nameOf(first)).toBe('Rita');
    // A name change without a picture decodes nothing and costs nothing.
    const nameOnly = new FormData();
    nameOnly.set('name', 'Nita');
    expect((await send(app, 'PUT', '/account/user-profile/', { token: first, form: nameOnly })).status).toBe(200);
    expect(await nameOf(first)).toBe('Nita');
  });

  it("keeps each customer's budget their own, and gives it back as the minute passes", async () => {
    expect((await upload(second, 'Hari')).status).toBe(200);
    now += 50_000;
    expect((await upload(first, 'Mita')).status).toBe(200);
    expect(await nameOf(first)).toBe('Mita');
  });
});
