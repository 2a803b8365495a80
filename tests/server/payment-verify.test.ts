import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartList } from "../../contract/cart";
import { mealList } from "../../contract/meal";
import { checkout, type Checkout, type Order } from "../../contract/order";
import { PAYMENT_MESSAGES, paymentResult } from "../../contract/payment";
import { seedDatabase } from "../../server/demo/seed";
import {
  type EsewaGateway,
  type EsewaVerification,
  sandboxEsewaGateway,
} from "../../server/services/esewa-gateway";
import { createOrderEvents } from "../../server/services/order-events";
import { apiClient, signedUpCustomer } from "./support/account-client";
import { roles, send } from "./support/meal-fixtures";
import {
  PUBLIC_URL,
  successQuery,
  throughSandbox,
} from "./support/sandbox-esewa";
import { makeTestApp } from "./support/test-app";
import { openTestDatabase, type TestDatabase } from "./support/test-database";
import { loadTinyCatalog } from "./support/tiny-catalog";

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there.
const OPEN = new Date("2026-03-02T06:00:00.000Z");
const clock = () => OPEN;
/** A pickup order is expected ready the restaurant's pickup minutes (20 by default) after it is paid. */
const readyIn20 = (order: Order) => ({
  ...order.fulfilment,
  ready_at: new Date(OPEN.getTime() + 20 * 60_000).toISOString(),
});

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>["app"];
const events = createOrderEvents();
let heard: Order[] = [];
let tokens: Awaited<ReturnType<typeof roles>>;
let meals: Record<string, number>;

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: "1", PUBLIC_URL });
  await seedDatabase(t.db, t.env, {
    dialect: t.dialect,
    catalog: loadTinyCatalog,
  });
  ({ app } = makeTestApp(t.db, t.env, { clock, orderEvents: events }));
  events.subscribe((order) => heard.push(order));
  tokens = await roles(app, t.db, t.env);
  meals = Object.fromEntries(
    mealList
      .parse((await send(app, "GET", "/meal/meals/")).body)
      .map((m) => [m.name, m.id]),
  );
});
afterAll(async () => {
  await t.destroy();
});
beforeEach(() => {
  heard = [];
});

const mealId = (name: string) => {
  const found = meals[name];
  if (found === undefined) throw new Error(`no meal ${name}`);
  return found;
};

/** A fresh customer, so each test has its own cart and orders. */
const newCustomer = async () =>
  (await signedUpCustomer(apiClient(app), t.db)).access;

/** 2 Chicken Momo (250) + 3 Veg Momo (180.50) = 1041.50 */
const MOMO_ORDER = () => ({
  items: [
    { meal: mealId("Chicken Momo"), quantity: 2 },
    { meal: mealId("Veg Momo"), quantity: 3 },
  ],
});

async function placeOrder(
  token: string,
  body = MOMO_ORDER(),
  onApp = app,
): Promise<Checkout> {
  const response = await send(onApp, "POST", "/orders/", { token, json: body });
  expect(response.status).toBe(201);
  return checkout.parse(response.body);
}

/** Pays the order in the sandbox and answers the success return's query. */
async function payInSandbox(placed: Checkout, onApp = app) {
  const { answer, location } = await throughSandbox(
    onApp,
    placed.payment.fields,
  );
  expect(answer.status).toBe(303);
  return successQuery(location);
}

const verify = (token: string, json: unknown, onApp = app) =>
  send(onApp, "POST", "/payment/esewa/verify/", { token, json });
const fail = (token: string, json: unknown) =>
  send(app, "POST", "/payment/esewa/failure/", { token, json });

const stored = (id: number) =>
  t.db
    .selectFrom("orders")
    .select(["status", "esewa_ref_id", "paid_at", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const cartMeals = async (token: string) =>
  cartList
    .parse((await send(app, "GET", "/cart/cart/", { token })).body)
    .map((line) => line.meal.name);

/** A gateway that always gives one verdict, and remembers what it was asked. */
function fixedGateway(verdict: Awaited<ReturnType<EsewaGateway["verify"]>>) {
  const asked: EsewaVerification[] = [];
  const gateway: EsewaGateway = {
    verify: async (payment) => {
      asked.push(payment);
      return verdict;
    },
    status: async () => "unreachable",
  };
  return { gateway, asked };
}

/**
 * The sandbox gateway, holding every answer until `count` verifications are waiting for one, as a slow eSewa would:
 * without it each in-process request could run from its first database read to its commit before the next starts.
 */
function gatewayReleasingTogether(count: number): EsewaGateway {
  const sandbox = sandboxEsewaGateway(t.db);
  const waiting: Array<() => void> = [];
  return {
    async verify(payment) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === count)
          for (const release of waiting.splice(0)) release();
      });
      return sandbox.verify(payment);
    },
    status: sandbox.status,
  };
}

describe("a payment through the sandbox", () => {
  it("pays the order, empties the cart of its meals and tells the live views once", async () => {
    const token = await newCustomer();
    for (const meal of ["Chicken Momo", "Veg Momo", "Sel Roti"]) {
      expect(
        (
          await send(app, "POST", "/cart/cart/", {
            token,
            json: { meal: mealId(meal) },
          })
        ).status,
      ).toBe(200);
    }
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect(`${query.url.origin}${query.url.pathname}`).toBe(
      `${PUBLIC_URL}/esewa-success`,
    );
    expect(query).toMatchObject({
      oid: placed.order.pid,
      amt: "1041.5",
      refId: expect.stringMatching(/^SBX[0-9A-F]{16}$/),
    });

    const response = await verify(token, {
      oid: query.oid,
      amt: query.amt,
      refId: query.refId,
    });
    expect(response.status).toBe(200);
    const result = paymentResult.parse(response.body);
    expect(result).toEqual({
      order: {
        ...placed.order,
        status: "paid",
        pay_until: null,
        payment_ref: query.refId,
        fulfilment: readyIn20(placed.order),
      },
      message: "Payment successful! Your order has been placed.",
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: "paid",
      esewa_ref_id: query.refId,
      paid_at: OPEN.toISOString(),
    });
    expect(await cartMeals(token)).toEqual(["Sel Roti"]);
    expect(heard).toEqual([result.order]);
  });

  it("answers a replay with the same paid order and changes nothing", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    const first = await verify(token, query);
    const before = await stored(placed.order.id);
    // The same return again, and with the amount written as eSewa may write it.
    const again = await verify(token, query);
    const reworded = await verify(token, { ...query, amt: "1041.50" });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(reworded).toMatchObject({ status: 200, body: first.body });
    expect(await stored(placed.order.id)).toEqual(before);
    expect(heard).toHaveLength(1);
  });

  it("makes exactly one change under ten concurrent verifications of one payment", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    const { app: slow } = makeTestApp(t.db, t.env, {
      clock,
      orderEvents: events,
      esewaGateway: gatewayReleasingTogether(10),
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(token, query, slow)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) {
      expect(paymentResult.parse(answer.body)).toEqual({
        order: {
          ...placed.order,
          status: "paid",
          pay_until: null,
          payment_ref: query.refId,
          fulfilment: readyIn20(placed.order),
        },
        message: PAYMENT_MESSAGES.confirmed,
      });
    }
    expect(heard).toHaveLength(1);
    expect(await stored(placed.order.id)).toMatchObject({
      status: "paid",
      esewa_ref_id: query.refId,
      paid_at: OPEN.toISOString(),
    });
  });

  it("accepts the amount written with or without decimals", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token, {
      items: [{ meal: mealId("Chicken Momo"), quantity: 1 }],
    });
    const query = await payInSandbox(placed);
    expect(query.amt).toBe("250");
    expect((await verify(token, { ...query, amt: "250.00" })).status).toBe(200);
    expect((await stored(placed.order.id)).status).toBe("paid");
  });

  it("pays an order marked failed when the genuine payment is verified after all", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect((await fail(token, { pid: placed.order.pid })).status).toBe(200);
    expect((await stored(placed.order.id)).status).toBe("payment_failed");
    const response = await verify(token, query);
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe("paid");
    expect(heard.map((order) => order.status)).toEqual([
      "payment_failed",
      "paid",
    ]);
  });
});

describe("a return that is not a payment", () => {
  it("refuses a forged reference: 402, the order is marked failed, not paid", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const response = await verify(token, {
      oid: placed.order.pid,
      amt: "1041.5",
      refId: "SBX0000000000000000",
    });
    expect(response).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: "payment_failed",
      esewa_ref_id: null,
      paid_at: null,
    });
    expect(heard.map((order) => order.status)).toEqual(["payment_failed"]);
  });

  it("refuses an altered amount with 402 and leaves the order as it was", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    for (const amt of ["1", "1041.49", "1041.51", "10415", "free"]) {
      expect(await verify(token, { ...query, amt })).toMatchObject({
        status: 402,
        body: { detail: PAYMENT_MESSAGES.amountMismatch },
      });
    }
    expect(await stored(placed.order.id)).toMatchObject({
      status: "pending_payment",
      esewa_ref_id: null,
    });
    expect(heard).toEqual([]);
  });

  it("refuses a payment of one order presented for another of the same total", async () => {
    const token = await newCustomer();
    const paidFor = await placeOrder(token);
    const other = await placeOrder(token);
    const query = await payInSandbox(paidFor);
    expect(
      (await verify(token, { ...query, oid: other.order.pid })).status,
    ).toBe(402);
    expect((await stored(other.order.id)).status).toBe("payment_failed");
    // The payment still pays the order it was made for.
    expect((await verify(token, query)).status).toBe(200);
  });

  it("refuses a payment that eSewa confirms but that already paid another order (one payment, one order)", async () => {
    const { gateway } = fixedGateway("success");
    const { app: trusting } = makeTestApp(t.db, t.env, {
      clock,
      esewaGateway: gateway,
    });
    const token = await newCustomer();
    const first = await placeOrder(token);
    const second = await placeOrder(token);
    expect(
      (
        await verify(
          token,
          { oid: first.order.pid, amt: "1041.5", refId: "REF-ONCE" },
          trusting,
        )
      ).status,
    ).toBe(200);
    expect(
      await verify(
        token,
        { oid: second.order.pid, amt: "1041.5", refId: "REF-ONCE" },
        trusting,
      ),
    ).toMatchObject({
      status: 402,
      body: { detail: PAYMENT_MESSAGES.notConfirmed },
    });
    expect(await stored(second.order.id)).toMatchObject({
      status: "pending_payment",
      esewa_ref_id: null,
    });
  });

  it("leaves a paid order as it is when another reference is presented for it", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect((await verify(token, query)).status).toBe(200);
    const before = await stored(placed.order.id);
    const response = await verify(token, { ...query, refId: "SBXANOTHER" });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe("paid");
    expect(await stored(placed.order.id)).toEqual(before);
    expect(heard).toHaveLength(1);
  });

  it("does not pay an order the kitchen cancelled before the payment arrived: the money is on record as a refund due", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    await t.db
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", placed.order.id)
      .execute();
    const response = await verify(token, query);
    expect(response.status).toBe(200);
    const result = paymentResult.parse(response.body);
    expect(result.message).toBe(PAYMENT_MESSAGES.refundDue);
    expect(result.order).toMatchObject({
      status: "cancelled",
      payment_ref: query.refId,
      refund: {
        status: "due",
        amount: 1041.5,
        reason: "Paid after the order was cancelled.",
        reference: null,
      },
    });
    expect(await stored(placed.order.id)).toMatchObject({
      status: "cancelled",
      paid_at: null,
    });
    // A replay of the same return records nothing more.
    expect(
      paymentResult.parse((await verify(token, query)).body).order.refund
        ?.amount,
    ).toBe(1041.5);
  });

  it("answers 404 for another customer's order and for an unknown pid, changing nothing", async () => {
    const owner = await newCustomer();
    const placed = await placeOrder(owner);
    const query = await payInSandbox(placed);
    const stranger = await newCustomer();
    for (const json of [query, { ...query, oid: "TXN1" }]) {
      expect(await verify(stranger, json)).toMatchObject({
        status: 404,
        body: { detail: PAYMENT_MESSAGES.orderUnknown },
      });
    }
    expect(await fail(stranger, { pid: placed.order.pid })).toMatchObject({
      status: 404,
      body: { detail: PAYMENT_MESSAGES.orderUnknown },
    });
    expect((await stored(placed.order.id)).status).toBe("pending_payment");
  });

  it("answers 403 to an admin and 401 to a visitor", async () => {
    const placed = await placeOrder(await newCustomer());
    const query = await payInSandbox(placed);
    expect(await verify(tokens.admin, query)).toMatchObject({
      status: 403,
      body: { detail: "you can't perform this action as admin..." },
    });
    expect((await fail(tokens.admin, { pid: placed.order.pid })).status).toBe(
      403,
    );
    expect((await verify("", query)).status).toBe(401);
    expect((await fail("", { pid: placed.order.pid })).status).toBe(401);
    expect((await stored(placed.order.id)).status).toBe("pending_payment");
  });
});

describe("when eSewa cannot be reached", () => {
  it("answers 502 and keeps the order pending, so a retry can still confirm it", async () => {
    const { gateway, asked } = fixedGateway("unreachable");
    const { app: offline } = makeTestApp(t.db, t.env, {
      clock,
      esewaGateway: gateway,
    });
    const token = await newCustomer();
    const placed = await placeOrder(token);
    const query = await payInSandbox(placed);
    expect(
      await verify(token, { ...query, amt: "1041.50" }, offline),
    ).toMatchObject({
      status: 502,
      body: { detail: PAYMENT_MESSAGES.gatewayUnreachable },
    });
    // eSewa is asked about the order's own figures, as eSewa writes amounts.
    expect(asked).toEqual([
      {
        pid: placed.order.pid,
        amount: "1041.5",
        refId: query.refId,
        merchantCode: "EPAYTEST",
      },
    ]);
    expect((await stored(placed.order.id)).status).toBe("pending_payment");
    expect((await verify(token, query)).status).toBe(200);
  });
});

describe("the failure return", () => {
  it("marks a pending order failed, once, and keeps the cart", async () => {
    const token = await newCustomer();
    await send(app, "POST", "/cart/cart/", {
      token,
      json: { meal: mealId("Chicken Momo") },
    });
    const placed = await placeOrder(token);
    const first = await fail(token, { pid: placed.order.pid });
    expect(first.status).toBe(200);
    expect(paymentResult.parse(first.body)).toEqual({
      order: { ...placed.order, status: "payment_failed" },
      message: "Your payment was not completed. Your cart is still here.",
    });
    expect((await fail(token, { pid: ` ${placed.order.pid} ` })).body).toEqual(
      first.body,
    );
    expect(heard).toHaveLength(1);
    expect(await cartMeals(token)).toEqual(["Chicken Momo"]);
  });

  it("leaves a paid order paid", async () => {
    const token = await newCustomer();
    const placed = await placeOrder(token);
    expect((await verify(token, await payInSandbox(placed))).status).toBe(200);
    const response = await fail(token, { pid: placed.order.pid });
    expect(response.status).toBe(200);
    expect(paymentResult.parse(response.body).order.status).toBe("paid");
    expect((await stored(placed.order.id)).status).toBe("paid");
    expect(heard).toHaveLength(1);
  });
});

describe("bad bodies", () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      "nothing",
      {},
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
        refId: [PAYMENT_MESSAGES.refIdRequired],
      },
    ],
    [
      "blank fields",
      { oid: " ", amt: "", refId: "  " },
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
        refId: [PAYMENT_MESSAGES.refIdRequired],
      },
    ],
    [
      "numbers for text",
      { oid: 1, amt: 250, refId: "SBX1" },
      {
        oid: [PAYMENT_MESSAGES.oidRequired],
        amt: [PAYMENT_MESSAGES.amtRequired],
      },
    ],
    [
      "a huge reference",
      { oid: "TXN1", amt: "1", refId: "x".repeat(101) },
      { refId: [PAYMENT_MESSAGES.refIdRequired] },
    ],
  ])(
    "verify refuses %s with 400 and field messages",
    async (_case, json, errors) => {
      expect(await verify(tokens.customer, json)).toMatchObject({
        status: 400,
        body: errors,
      });
    },
  );

  it("failure refuses a missing pid, and malformed JSON, with 400", async () => {
    expect(await fail(tokens.customer, {})).toMatchObject({
      status: 400,
      body: { pid: [PAYMENT_MESSAGES.pidRequired] },
    });
    const response = await send(app, "POST", "/payment/esewa/verify/", {
      token: tokens.customer,
      body: '{"oid": ',
      headers: { "Content-Type": "application/json" },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: "Malformed JSON in request body" },
    });
  });
});
