import { DEFAULT_SERVICE, type ServiceSettings } from '../contract/fulfilment';
import type { CheckoutSetup } from '../machines/cart/checkout-details.machine';
import { CART_MESSAGES, type CartItem } from '../contract/cart';
import type { Meal } from '../contract/meal';
import type { Checkout, PaymentForm } from '../contract/order';
import type { CartApi, CartBadgeApi, PaymentApi } from '../machines/cart/cart-api';
import type { AppApi } from '../machines/app.machine';
import { failure, ok } from '../machines/shared/result';
import { meals, momoOptions } from './fixtures';
import { type LineChoices, PORTION_LABELS } from '../contract/meal-options';
import { type Choices, defaultChoices, unitPrice } from '../machines/menu/line-choices';

/** A meal as the cart holds it. */
export const cartItem = (meal: Meal, id = meal.id): CartItem => ({
  id,
  meal: { id: meal.id, price: meal.price, name: meal.name, main_image: meal.main_image },
});

/** A cart line as the server prices it once these choices are made (docs/rules/orders.md#options). */
export function chosen(item: CartItem, request: LineChoices): CartItem {
  const meal = item.meal;
  const choices: Choices = {
    portion: request.portion === 'half' && meal.half_plate_price != null ? 'half' : 'full',
    options: request.options ?? defaultChoices(meal).options,
    note: request.note ?? item.note ?? '',
  };
  const labels = [
    ...(choices.portion === 'half' ? [PORTION_LABELS.half] : []),
    ...(meal.option_groups ?? []).flatMap((group) =>
      group.options.filter((option) => choices.options.includes(option.id)).map((option) => `${group.name}: ${option.name}`),
    ),
  ];
  return {
    ...item,
    portion: choices.portion,
    options: [...choices.options],
    note: choices.note.trim() || null,
    unit_price: unitPrice(meal, choices),
    choices: labels,
  };
}

/** The momo with its half plate and options offered, as GET /cart/cart/ answers it, chosen as `request` says. */
export const momoLine = (request: LineChoices = {}, lineId = meals[0]!.id): CartItem => {
  const meal = meals[0]!;
  return chosen(
    {
      id: lineId,
      meal: {
        id: meal.id,
        price: meal.price,
        name: meal.name,
        main_image: meal.main_image,
        half_plate_price: meal.half_plate_price,
        option_groups: momoOptions,
      },
    },
    request,
  );
};

/** Asha's cart: momo, the paneer at 450.75 (so totals have paisa) and a meal with no picture of its own. */
export const filledCart: CartItem[] = [
  cartItem(meals[0]!),
  cartItem(meals[1]!),
  cartItem(meals[4]!),
  cartItem({ ...meals[2]!, main_image: null }),
];

/**
 * One dish twice (docs/rules/orders.md#cart-lines): a half plate Hot with a note and a full plate Mild of the momo,
 * beside the paneer.
 */
export const twoMomoLines = (): CartItem[] => {
  const [MILD, HOT] = [1, 3];
  return [
    momoLine({ portion: 'half', options: [HOT], note: 'extra chutney' }, 51),
    momoLine({ portion: 'full', options: [MILD] }, 52),
    cartItem(meals[1]!, 53),
  ];
};

/** `count` different meals, for a badge that must show a number. */
export const cartOf = (count: number): CartItem[] =>
  Array.from({ length: count }, (_, index) => {
    const meal = meals[index % meals.length]!;
    return cartItem({ ...meal, id: meal.id + 1000 * Math.floor(index / meals.length) }, index + 1);
  });

/** The gateway form the server answers (sandbox mode on a developer's machine). */
export const gatewayForm: PaymentForm = {
  action: 'http://localhost:3000/api/payment/esewa/sandbox/form',
  fields: {
    amt: 1210.75,
    psc: 0,
    pdc: 0,
    txAmt: 0,
    tAmt: 1210.75,
    pid: 'TXN1795000000000',
    scd: 'epay_payment',
    su: 'http://localhost:3000/esewa-success',
    fu: 'http://localhost:3000/esewa-failure',
  },
};

/** What the server says outside opening hours (contract/order.ts wording). */
export const CLOSED = 'Sorry, we are closed right now. We take orders from 10:00 AM to 10:00 PM.';

export interface FakeCartOptions {
  /** The customer's cart on the fake server; empty unless given. */
  items?: CartItem[];
  /** Quantities kept in this browser, by meal id, for whoever signs in. */
  kept?: Record<number, number>;
  /** An admin's kitchen queue: a number, or read afresh on every call (for a live badge). */
  kitchenQueue?: number | (() => number);
  /** The restaurant's ways of serving; the defaults (pickup and dine-in) unless told. */
  service?: ServiceSettings;
  /** The table the guest scanned, if any. */
  table?: number | null;
  /** docs/rules/orders.md#later-today: whether the kitchen is open and the times left today; unknown unless given. */
  schedule?: CheckoutSetup['schedule'];
}

type FakeCartApi = CartApi & PaymentApi & Pick<CartBadgeApi, 'cartSize' | 'kitchenQueue'> & Pick<AppApi, 'addToCart'>;

/**
 * The cart with no network: adds and removals change it, paying answers the gateway form (which goes nowhere: the
 * story stays on 'Redirecting to eSewa...'), kept quantities live in memory.
 */
export function createFakeCartApi({
  items = [],
  kept = {},
  kitchenQueue = 0,
  service = DEFAULT_SERVICE,
  table = null,
  schedule,
}: FakeCartOptions = {}): FakeCartApi {
  let cart = [...items];
  const keptFor = new Map<string, Map<number, number>>();
  return {
    listCart: async () => ok(cart),
    cartSize: async () => ok(cart.length),
    kitchenQueue: async () => ok(typeof kitchenQueue === 'function' ? kitchenQueue() : kitchenQueue),
    // Cart lines, not cart dishes (docs/rules/orders.md#cart-lines): other choices make a line of their own, each with
    // its own id.
    async addToCart(mealId, choices) {
      const meal = meals.find((each) => each.id === mealId);
      if (!meal) return failure(CART_MESSAGES.mealUnknown, 400);
      const lineId = 100 + cart.length + Math.max(0, ...cart.map((each) => each.id));
      const line = mealId === meals[0]?.id ? momoLine(choices, lineId) : cartItem(meal, lineId);
      const alike = (each: CartItem) =>
        each.meal.id === mealId && JSON.stringify(each.choices ?? []) === JSON.stringify(line.choices ?? []) && (each.note ?? null) === (line.note ?? null);
      if (cart.some(alike)) return failure(CART_MESSAGES.alreadyInCart, 400);
      cart = [...cart, line];
      return ok({ message: CART_MESSAGES.added, count: cart.length });
    },
    async chooseInCart(lineId, choices) {
      const line = cart.find((each) => each.id === lineId);
      if (!line) return failure(CART_MESSAGES.notInCart, 404);
      const next = chosen(line, choices);
      cart = cart.map((each) => (each.id === lineId ? next : each));
      return ok(next);
    },
    async removeFromCart(lineId) {
      if (!cart.some((line) => line.id === lineId)) return failure(CART_MESSAGES.notInCart, 404);
      cart = cart.filter((line) => line.id !== lineId);
      return ok(CART_MESSAGES.removed);
    },
    keptQuantities: async (owner) => keptFor.get(owner) ?? new Map(Object.entries(kept).map(([id, n]) => [Number(id), n])),
    async keepQuantities(owner, quantities) {
      keptFor.set(owner, new Map(quantities));
    },
    createOrder: async () => ok({ order: { id: 46, pid: 'TXN1795000000000' }, payment: gatewayForm } as Checkout),
    checkoutSetup: async () => ok({ settings: service, table, schedule }),
    submitGatewayForm: () => {},
  };
}
