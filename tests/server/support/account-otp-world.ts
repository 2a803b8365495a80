import { type ApiClient, apiClient, manualClock } from './account-client';
import { makeTestApp } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';
import { signedInAdmin } from './user-fixtures';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/*
 * The world of the account-otp-*.test.ts files (and of the admin's account calls, with a first admin signed in): an
 * app on a clock the test moves, a client at a new address for every test, and the bodies the code calls send. The `let` exports are live bindings, set by the hooks useAccountOtpWorld() registers.
 */

export let t: TestDatabase;
export let clock: ReturnType<typeof manualClock>;
export let built: ReturnType<typeof makeTestApp>;
export let api: ApiClient;
/** Signed in before the first test when the world is asked for one (the admin's own calls, adding admins). */
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let addresses = 0;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useAccountOtpWorld(options: { firstAdmin?: boolean } = {}) {
  beforeAll(async () => {
    addresses = 0;
    t = await openTestDatabase();
    clock = manualClock();
    built = makeTestApp(t.db, t.env, { clock: clock.now });
    if (options.firstAdmin) admin = await signedInAdmin(built.app, t.db, 'First Admin');
  });
  afterAll(async () => {
    await t.destroy();
  });
  // Each test calls from its own address, so the per-address send limit of one test never spills into the next.
  beforeEach(() => {
    api = apiClient(built.app, { address: `198.51.100.${(addresses += 1)}` });
  });
}

export { INVALID_CODE, signupBody, wrongCodeFor } from './account-client';
export const sendCode = (phoneNumber: string, otp_type = 'customer') =>
  api.post('/account/send-otp/', { phone_number: phoneNumber, otp_type });
export const resetBody = (phoneNumber: string, userotp: string, password = 'New@4567') => ({
  phone_number: phoneNumber,
  userotp,
  new_password: password,
  confirm_password: password,
});
