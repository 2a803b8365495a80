import {
  type MatrixRow,
  ADMIN,
  SIGNED_IN,
  CUSTOMER,
  chickenInCartOfA,
  chickenLineOfA,
  orderOfA,
  withAndWithoutSlash,
} from './permission-matrix-kit';

/** The cart, orders and eSewa's returns. */
export const ORDER_ROWS: readonly MatrixRow[] = [
  // The cart: a customer's own.
  { method: 'GET', path: '/cart/cart/', expect: CUSTOMER(200) },
  {
    method: 'POST',
    path: '/cart/cart/',
    expect: CUSTOMER(200),
    body: (vars) => ({ json: { meal: vars.mealSelRoti } }),
  },
  // A's line of Chicken Momo (never in B's cart), named by its meal and by its own id: B's change or removal finds no
  // line of B's.
  ...[
    { change: '/cart/cart/{mealChicken}/', remove: '/cart/delete/{mealChicken}/', prepare: chickenInCartOfA },
    { change: '/cart/lines/{lineA}/', remove: '/cart/lines/{lineA}/', prepare: chickenLineOfA },
  ].flatMap(({ change, remove, prepare }): MatrixRow[] => [
    {
      method: 'PUT',
      path: change,
      expect: [401, 200, 404, 403],
      body: () => ({ json: { note: 'no onion' } }),
      prepare,
    },
    { method: 'DELETE', path: remove, expect: [401, 200, 404, 403], prepare },
  ]),

  // Orders: a customer creates and reads their own; an admin reads all and moves them.
  {
    method: 'POST',
    path: '/orders/',
    expect: CUSTOMER(201),
    body: (vars) => ({ json: { items: [{ meal: vars.mealSelRoti, quantity: 1 }] } }),
  },
  { method: 'GET', path: '/orders/', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/orders/?status=pending_payment&page=1', expect: SIGNED_IN(200) },
  { method: 'GET', path: '/orders/counts/', expect: ADMIN(200) },
  { method: 'GET', path: '/orders/counts', expect: ADMIN(200) },
  { method: 'GET', path: '/orders/{orderA}', expect: [401, 200, 404, 200] },
  { method: 'GET', path: '/orders/{orderA}/', expect: [401, 200, 404, 200] },
  { method: 'GET', path: '/orders/{orderB}/', expect: [401, 404, 200, 200] },
  ...withAndWithoutSlash('/orders/{paidOrder}/status/', {
    method: 'POST',
    expect: ADMIN(200),
    note: "a paid order of A's, moved to preparing",
    prepare: orderOfA('paidOrder', 'paid'),
    body: () => ({ json: { status: 'preparing' } }),
  }),
  // The kitchen's acknowledgement of a new order's alert: staff only, for an order the kitchen has.
  ...withAndWithoutSlash('/admin/kitchen/acknowledge/', {
    method: 'POST',
    expect: ADMIN(200),
    note: "a paid order of A's, its alert acknowledged",
    prepare: orderOfA('paidOrder', 'paid'),
    body: (vars) => ({ json: { orders: [vars.paidOrder] } }),
  }),
  // Paying again and removing: A's own unpaid order only; an admin gets the spec's warning.
  ...withAndWithoutSlash('/orders/{unpaid}/pay/', {
    method: 'POST',
    expect: [401, 201, 404, 403],
    note: "a fresh unpaid order of A's, sent to the gateway again",
    prepare: orderOfA('unpaid'),
  }),
  // Ordering again: A's own order's meals into A's cart; B does not see it, an admin gets the spec's warning.
  ...withAndWithoutSlash('/orders/{done}/reorder/', {
    method: 'POST',
    expect: [401, 200, 404, 403],
    note: "a completed order of A's, its meals back in A's cart",
    prepare: orderOfA('done', 'completed'),
  }),
  ...withAndWithoutSlash('/orders/{unpaid}/cancel/', {
    method: 'POST',
    expect: [401, 200, 404, 403],
    note: "a fresh unpaid order of A's, removed",
    prepare: orderOfA('unpaid'),
  }),
  // Recording a refund: admins only, on an order with a refund due.
  ...withAndWithoutSlash('/orders/{owed}/refund/', {
    method: 'POST',
    expect: ADMIN(200),
    note: "a paid order of A's cancelled by the kitchen with a reason: a refund is due",
    prepare: async (ctx) => {
      const order = await ctx.newOrderOfA();
      await ctx.setOrderStatus(order.id, 'paid');
      await ctx.cancelPaid(order.id);
      return { owed: order.id };
    },
    body: () => ({ json: { reference: 'ESW-REFUND-1' } }),
  }),
  // The kitchen's ready-time estimate: admins only, on a pickup order being made.
  ...withAndWithoutSlash('/orders/{making}/ready-time/', {
    method: 'POST',
    expect: ADMIN(200),
    note: "a paid pickup order of A's",
    prepare: orderOfA('making', 'paid'),
    body: () => ({ json: { minutes: 15 } }),
  }),
  { method: 'GET', path: '/orders/events/', expect: SIGNED_IN(200), stream: true },
  { method: 'GET', path: '/orders/events', expect: SIGNED_IN(200), stream: true },

  // eSewa's returns, handed over by the app: the customer's own order only.
  {
    method: 'POST',
    path: '/payment/esewa/verify/',
    expect: [401, 200, 404, 403],
    note: "each caller presents a genuine sandbox payment of a fresh order of A's",
    prepare: async (ctx) => ctx.payInSandbox((await ctx.newOrderOfA()).fields),
    body: (vars) => ({ json: { oid: vars.oid, amt: vars.amt, refId: vars.refId } }),
  },
  {
    method: 'POST',
    path: '/payment/khalti/verify/',
    expect: [401, 404, 404, 403],
    note: 'a pidx no attempt of the caller has',
    body: () => ({ json: { pidx: 'NoSuchPidx' } }),
  },
  {
    method: 'POST',
    path: '/payment/esewa/failure/',
    expect: [401, 200, 404, 403],
    prepare: async (ctx) => ({ pid: (await ctx.newOrderOfA()).pid }),
    body: (vars) => ({ json: { pid: vars.pid } }),
  },
];
