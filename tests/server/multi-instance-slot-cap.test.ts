import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACE_MESSAGES } from '../../contract/pace';
import { createDatabase, type Db } from '../../server/db/database';
import { send } from './support/meal-fixtures';
import { PUBLIC_URL } from './support/sandbox-esewa';
import { openSeededApp, type SeededApp } from './support/seeded-app';
import { makeTestApp } from './support/test-app';

/*
 * A cap of orders per 15-minute slot holds when two server instances sharing one database take the same slot's
 * orders at the same moment: each checkout counts and writes in one transaction behind the order-number row's lock.
 * On PostgreSQL (node scripts/test-postgres.mjs) the two instances have pools of their own and truly race.
 */
const clock = () => new Date('2026-03-02T06:00:00.000Z');
const CAP = 3;
const TRIES = 12;

let t: SeededApp['t'];
let one: SeededApp['app'];
let two: SeededApp['app'];
let tokens: SeededApp['tokens'];
let momo: number;
let secondDb: Db;

beforeAll(async () => {
  let meals: SeededApp['meals'];
  ({ t, app: one, tokens, meals } = await openSeededApp({ PUBLIC_URL, MAX_UNPAID_ORDERS: '50' }, { clock }));
  secondDb = createDatabase(t.env);
  two = makeTestApp(secondDb, t.env, { clock }).app;
  momo = meals['Chicken Momo']!;
});
afterAll(async () => {
  await secondDb.destroy();
  await t.destroy();
});

describe('two instances taking orders for one slot at once', () => {
  it(`take no more than the cap (${CAP} of ${TRIES}), and refuse the rest naming the next free slot`, async () => {
    expect(
      (await send(one, 'PUT', '/about/pace/caps/', { token: tokens.admin, json: { pickup: CAP, dine_in: null, delivery: null } }))
        .status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: TRIES }, (_, index) =>
        send(index % 2 === 0 ? one : two, 'POST', '/orders/', {
          token: tokens.customer,
          json: { items: [{ meal: momo, quantity: 1 }], scheduled_for: '13:00' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    expect(statuses.filter((status) => status === 409)).toHaveLength(TRIES - CAP);
    for (const answer of answers.filter((each) => each.status === 409))
      expect(answer.body).toEqual({ detail: PACE_MESSAGES.slotFull('12:15'), code: 'slotFull', values: { next: '12:15' } });
    const stored = await t.db.selectFrom('orders').select('id').where('scheduled_for', 'is not', null).execute();
    expect(stored).toHaveLength(CAP);
  });
});
