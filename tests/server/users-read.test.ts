import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../contract/account';
import { USER_MESSAGES, USER_SEARCH_LIMIT, userList, userPage } from '../../contract/users';
import { countRows } from '../../server/db/repositories/rows';
import { apiClient, newCustomerProfile, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { insertTestUser, signedInAdmin } from './support/user-fixtures';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customer: Awaited<ReturnType<typeof signedUpCustomer>>;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env));
  admin = await signedInAdmin(app, t.db, 'First Admin');
  customer = await signedUpCustomer(apiClient(app), t.db);
});
afterAll(async () => {
  await t.destroy();
});

const asAdmin = (path: string) => send(app, 'GET', path, { token: admin.access });
const userCount = () => countRows(t.db, 'users');
/** A moment in 2020, `minutes` after midnight: older than every user the API creates now. */
const minutesIn2020 = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 0, minutes)).toISOString();

describe('permissions (docs/rules/roles.md#permissions: admins only)', () => {
  const adminBody = {
    name: 'Nima Sherpa',
    phone_number: '9812345678',
    password: 'Strong@123',
    confirm_password: 'Strong@123',
    userotp: '1234',
  };
  const routes = (): Array<[string, string, unknown]> => [
    ['GET', '/account/users/', undefined],
    ['GET', '/account/search/?q=a', undefined],
    ['GET', `/account/users/${admin.id}/`, undefined],
    ['GET', `/account/users/${admin.id}`, undefined],
    ['DELETE', `/account/${admin.id}/delete/`, undefined],
    ['POST', '/account/users/', adminBody],
  ];

  it('answers each route 401 for a visitor and 403 for a customer, and changes nothing', async () => {
    const before = await userCount();
    for (const [method, path, json] of routes()) {
      expect(await send(app, method, path, { json }), `${method} ${path}`).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
      expect(await send(app, method, path, { json, token: customer.access }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('answers each read to an admin', async () => {
    for (const [method, path] of routes().filter(([method]) => method === 'GET')) {
      expect((await send(app, method, path, { token: admin.access })).status, path).toBe(200);
    }
  });
});

describe('GET /account/users/', () => {
  let oldest: number[];

  beforeAll(async () => {
    oldest = [];
    for (let minute = 0; minute < 10; minute += 1) {
      oldest.push((await insertTestUser(t.db, { name: `Paged ${minute}`, created_at: minutesIn2020(minute) })).id);
    }
  });

  it('pages profiles newest first, 8 to a page by default, counting every user', async () => {
    const total = await userCount();
    const first = userPage.parse((await asAdmin('/account/users/')).body);
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(8);
    const createdAt = first.results.map((user) => user.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const everyone = userPage.parse((await asAdmin('/account/users/?page_size=100')).body).results;
    expect(everyone).toHaveLength(total);
    expect(everyone.slice(-10).map((user) => user.id)).toEqual([...oldest].reverse());
    const second = userPage.parse((await asAdmin('/account/users/?page=2')).body);
    expect(second.results.map((user) => user.id)).toEqual(everyone.slice(8, 16).map((user) => user.id));
    expect(userPage.parse((await asAdmin('/account/users/?page=2&page_size=3')).body).results).toEqual(
      everyone.slice(3, 6),
    );
    expect(userPage.parse((await asAdmin('/account/users/?page=50')).body)).toEqual({ count: total, results: [] });
  });

  it('answers the profile and nothing more of a user', async () => {
    const { results } = userPage.parse((await asAdmin('/account/users/?page_size=100')).body);
    const first = results.find((user) => user.id === admin.id);
    expect(first).toEqual({
      id: admin.id,
      name: 'First Admin',
      phone_number: admin.phoneNumber,
      profile_picture: null,
      is_admin: true,
      created_at: expect.any(String),
    });
    const raw = (await asAdmin('/account/users/?page_size=100')).body as unknown as { results: object[] };
    for (const user of raw.results) expect(Object.keys(user).sort()).toEqual(Object.keys(profile.shape).sort());
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
  ])('refuses ?%s with a message for %s', async (query, field) => {
    const response = await asAdmin(`/account/users/?${query}`);
    expect(response.status).toBe(400);
    expect(response.body[field]).toEqual([expect.any(String)]);
  });
});

describe('GET /account/users/{id}/', () => {
  it('answers one profile, with or without the trailing slash', async () => {
    const expected = newCustomerProfile(customer);
    expect(await asAdmin(`/account/users/${customer.user.id}/`)).toMatchObject({ status: 200, body: expected });
    expect(await asAdmin(`/account/users/${customer.user.id}`)).toMatchObject({ status: 200, body: expected });
  });

  it('answers 404 for an unknown user and 400 for what cannot be an id', async () => {
    expect(await asAdmin('/account/users/999999/')).toEqual(
      expect.objectContaining({ status: 404, body: { detail: USER_MESSAGES.userUnknown } }),
    );
    expect(await asAdmin('/account/users/abc/')).toMatchObject({
      status: 400,
      body: { id: ['A valid integer is required.'] },
    });
    expect((await asAdmin('/account/users/99999999999/')).status).toBe(400);
  });
});

describe('GET /account/search/', () => {
  const named: Record<string, { id: number; phoneNumber: string }> = {};

  beforeAll(async () => {
    const people: Array<[string, string]> = [
      ['Sita Gurung', '9861234567'],
      ['Gita Gurung', '9869990001'],
      ['Asha 50% Off', '9869990002'],
      ['Under_Score', '9869990003'],
      ['Back\\Slash', '9869990004'],
      ['Percent Free', '9869990005'],
    ];
    for (const [index, [name, phone]] of people.entries()) {
      named[name] = await insertTestUser(t.db, {
        name,
        phone_number: phone,
        created_at: minutesIn2020(100 + index),
      });
    }
  });

  const search = async (q: string) => {
    const response = await asAdmin(`/account/search/?q=${encodeURIComponent(q)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return userList.parse(response.body);
  };
  const ids = (...names: string[]) => names.map((name) => named[name]?.id);

  it('finds names containing the text in any case, newest first', async () => {
    expect((await search('gurung')).map((user) => user.id)).toEqual(ids('Gita Gurung', 'Sita Gurung'));
    expect((await search('SITA')).map((user) => user.id)).toEqual(ids('Sita Gurung'));
    expect((await search('ta gur')).map((user) => user.id)).toEqual(ids('Gita Gurung', 'Sita Gurung'));
  });

  it('finds phone numbers containing the digits', async () => {
    expect((await search('8612345')).map((user) => user.id)).toEqual(ids('Sita Gurung'));
    expect((await search('986999000')).map((user) => user.id)).toEqual(
      ids('Percent Free', 'Back\\Slash', 'Under_Score', 'Asha 50% Off', 'Gita Gurung'),
    );
  });

  it('trims the text', async () => {
    expect((await search('  sita  ')).map((user) => user.id)).toEqual(ids('Sita Gurung'));
  });

  it('reads %, _ and \\ as themselves, not as patterns', async () => {
    expect((await search('%')).map((user) => user.id)).toEqual(ids('Asha 50% Off'));
    expect((await search('0%')).map((user) => user.id)).toEqual(ids('Asha 50% Off'));
    expect((await search('_')).map((user) => user.id)).toEqual(ids('Under_Score'));
    expect((await search('\\')).map((user) => user.id)).toEqual(ids('Back\\Slash'));
    // As patterns these would match 'Under_Score' and 'Percent Free'.
    expect(await search('u_d')).toEqual([]);
    expect(await search('p%f')).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('nobody by this name')).toEqual([]);
  });

  it(`answers at most ${USER_SEARCH_LIMIT}, the newest`, async () => {
    const bulk: number[] = [];
    for (let index = 0; index < USER_SEARCH_LIMIT + 5; index += 1) {
      bulk.push((await insertTestUser(t.db, { name: `Bulk ${index}`, created_at: minutesIn2020(200 + index) })).id);
    }
    expect((await search('bulk')).map((user) => user.id)).toEqual(bulk.reverse().slice(0, USER_SEARCH_LIMIT));
  });

  it.each([
    ['', 'Search text is required'],
    ['   ', 'Search text is required'],
    ['x'.repeat(101), 'Search text must be at most 100 characters'],
  ])('refuses q=%j', async (q, message) => {
    expect(await asAdmin(`/account/search/?q=${encodeURIComponent(q)}`)).toMatchObject({
      status: 400,
      body: { q: [message] },
    });
  });

  it('refuses a missing q', async () => {
    expect(await asAdmin('/account/search/')).toMatchObject({ status: 400, body: { q: [expect.any(String)] } });
  });
});
