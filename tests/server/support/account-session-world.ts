import { type ApiClient, PASSWORD, apiClient, manualClock } from './account-client';
import { makeTestApp } from './test-app';
import { insertTestUser } from './user-fixtures';
import { openTestDatabase, type TestDatabase } from './test-database';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/*
 * The world of the account-*.test.ts files on sign-up, log-in and sessions: an app on a clock the test moves, whose
 * sleeps are recorded instead of slept, and a client at a new address for every test (so no limit carries over).
 * The `let` exports are live bindings, set by the hooks useAccountSessionWorld() registers before any test runs.
 */

export let t: TestDatabase;
export let clock: ReturnType<typeof manualClock>;
export let built: ReturnType<typeof makeTestApp>;
export let api: ApiClient;
export const sleeps: number[] = [];
let addresses = 0;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useAccountSessionWorld() {
  beforeAll(async () => {
    addresses = 0;
    sleeps.length = 0;
    t = await openTestDatabase();
    clock = manualClock();
    built = makeTestApp(t.db, t.env, {
      clock: clock.now,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterAll(async () => {
    await t.destroy();
  });
  beforeEach(() => {
    sleeps.length = 0;
    api = apiClient(built.app, { address: `198.51.100.${(addresses += 1)}` });
  });
}

export const login = (phone_number: string, password: string) =>
  api.post('/account/login/', { phone_number, password });
export const profileWith = (token: string) => api.get('/account/user-profile/', { token });

export async function anAdmin() {
  const { phoneNumber: phone } = await insertTestUser(t.db, { name: 'Boss', is_admin: true });
  const response = await login(phone, PASSWORD);
  return { phone, access: String(response.body.access_token) };
}
