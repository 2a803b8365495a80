import { gatewayCheckout as checkout, ORDER_SMS, reorderResult } from '../../contract/order';
import { send } from './support/meal-fixtures';
import { uuidOf } from './support/sandbox-esewa';
import {
  START,
  t,
  app,
  admin,
  meals,
  newCustomer,
  placeOrder,
  esewaTakes,
  returnFor,
  verify,
  read,
  setNow,
  useOrderLifetimeWorld,
} from './support/order-lifetime-world';
import { describe, expect, it, vi } from 'vitest';

useOrderLifetimeWorld();

// Ordering again, and the texts that tell the customer how their order moves (docs/rules/payments.md#unpaid-orders and
// docs/rules/orders.md#customer-texts).

describe('ordering again', () => {
  const reorder = (token: string, id: number) => send(app, 'POST', `/orders/${id}/reorder/`, { token });
  const cartMeals = async (token: string) =>
    ((await send(app, 'GET', '/cart/cart/', { token })).body as unknown as Array<{ meal: { id: number } }>).map(
      (line) => line.meal.id,
    );

  it("puts an order's meals back in the cart at the quantities ordered, and names what left the menu", async () => {
    setNow(START);
    const token = await newCustomer();
    const items = [
      { meal: meals['Chicken Momo'], quantity: 2 },
      { meal: meals['Veg Momo'], quantity: 3 },
    ];
    const placed = await send(app, 'POST', '/orders/', { token, json: { items } });
    expect(placed.status).toBe(201);
    const id = checkout.parse(placed.body).order.id;
    await send(app, 'POST', `/orders/${id}/cancel/`, { token });

    const again = await reorder(token, id);
    expect(again.status).toBe(200);
    expect(reorderResult.parse(again.body)).toEqual({
      added: [
        { meal: meals['Chicken Momo'], line: expect.any(Number), quantity: 2, already_in_cart: false },
        { meal: meals['Veg Momo'], line: expect.any(Number), quantity: 3, already_in_cart: false },
      ],
      missing: [],
      not_restored: [],
      cart_count: 2,
      message: '2 meals added to your cart.',
    });
    expect((await cartMeals(token)).sort()).toEqual([meals['Chicken Momo'], meals['Veg Momo']].sort());

    // A meal deleted since: its line keeps its name but no meal (as a deletion leaves it).
    await t.db
      .updateTable('order_lines')
      .set({ meal_id: null })
      .where('order_id', '=', id)
      .where('meal_id', '=', meals['Veg Momo']!)
      .execute();
    const partly = reorderResult.parse((await reorder(token, id)).body);
    expect(partly).toMatchObject({
      added: [{ meal: meals['Chicken Momo'], quantity: 2, already_in_cart: true }],
      missing: ['Veg Momo'],
      message: '1 meal added to your cart. No longer on the menu: Veg Momo.',
    });

    await t.db.updateTable('order_lines').set({ meal_id: null }).where('order_id', '=', id).execute();
    expect(await reorder(token, id)).toMatchObject({
      status: 409,
      body: { detail: 'None of these meals is on the menu any more: Chicken Momo, Veg Momo.' },
    });
  });

  it("is the customer's own: another customer's order is not found, an admin is refused", async () => {
    setNow(START);
    const owner = await newCustomer();
    const placed = await placeOrder(owner);
    expect((await reorder(await newCustomer(), placed.order.id)).status).toBe(404);
    expect((await reorder(admin, placed.order.id)).status).toBe(403);
    expect((await reorder(owner, 999_999)).status).toBe(404);
  });
});

describe('the customer is told (docs/rules/orders.md#customer-texts)', () => {
  const textsTo = async (phone: string) =>
    (await t.db.selectFrom('sms_outbox').select('text').where('to_number', '=', phone).orderBy('id').execute())
      .map((row) => row.text)
      // The sign-up code went to the same number first.
      .filter((text) => text.includes('order #'));

  it('by SMS when the kitchen starts the order, when it is ready, and when a paid order is cancelled; not when completed', async () => {
    setNow(START);
    const token = await newCustomer();
    const paidOne = async () => {
      const placed = await placeOrder(token);
      const ref = await esewaTakes(uuidOf(placed), 50_000);
      await verify(token, returnFor(uuidOf(placed), '500', ref));
      return read(token, placed.order.id);
    };
    const first = await paidOne();
    const phone = first.customer!.phone_number;
    const name = (await t.db.selectFrom('restaurant_info').select('name').executeTakeFirstOrThrow()).name;
    for (const status of ['preparing', 'ready', 'completed'] as const) {
      expect((await send(app, 'POST', `/orders/${first.id}/status/`, { token: admin, json: { status } })).status).toBe(
        200,
      );
    }
    await vi.waitFor(async () =>
      expect(await textsTo(phone)).toEqual([
        ORDER_SMS.preparing(name, first.number),
        ORDER_SMS.ready(name, first.number),
      ]),
    );

    const second = await paidOne();
    const reason = 'The gas ran out.';
    await send(app, 'POST', `/orders/${second.id}/status/`, { token: admin, json: { status: 'cancelled', reason } });
    await vi.waitFor(async () =>
      expect((await textsTo(phone)).at(-1)).toBe(ORDER_SMS.cancelled(name, second.number, reason, 500)),
    );
    expect(ORDER_SMS.ready('Himalayan Hearth', 1042)).toBe(
      'Himalayan Hearth: your order #1042 is ready. See you at the counter!',
    );
  });
});
