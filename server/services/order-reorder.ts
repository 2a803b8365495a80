import { ORDER_MESSAGES, type ReorderResult } from '../../contract/order';
import { findMealsForPricing } from '../db/repositories/meals';
import { findOrder, linesOfOrders } from '../db/repositories/orders';
import { addToCart, cartOf } from './cart';
import type { OrderContext, OrderReader } from './orders';
import { restoredChoices } from './reorder-choices';

export type ReorderOutcome = { kind: 'reordered'; result: ReorderResult } | { kind: 'not-found' } | { kind: 'nothing'; missing: string[] };

/**
 * "Order again": each line of one of the customer's orders back in their cart as it was ordered, portion, options and
 * note (docs/rules/orders.md#cart-lines), at the quantity ordered (the browser keeps quantities: it is told them, by
 * line). What today's menu cannot serve again is said: meals gone (or sold out) by name, options no longer offered by
 * line.
 * Prices are today's: the cart shows them before anyone pays.
 */
export async function reorder(ctx: Pick<OrderContext, 'db' | 'clock'>, customer: OrderReader, id: number): Promise<ReorderOutcome> {
  const order = await findOrder(ctx.db, id);
  if (!order || order.user_id !== customer.id) return { kind: 'not-found' };
  const lines = await linesOfOrders(ctx.db, [id]);
  const ids = lines.flatMap((line) => (line.meal_id === null ? [] : [line.meal_id]));
  const meals = new Map((await findMealsForPricing(ctx.db, ids)).map((meal) => [meal.id, meal]));
  const missing: string[] = [];
  const added: ReorderResult['added'] = [];
  const notRestored: ReorderResult['not_restored'] = [];
  for (const line of lines) {
    const meal = line.meal_id === null ? undefined : meals.get(line.meal_id);
    if (!meal) {
      missing.push(line.name);
      continue;
    }
    const { choices, lost } = restoredChoices(meal, line);
    const outcome = await addToCart(ctx.db, customer.id, meal.id, choices, ctx.clock());
    // A sold-out dish (or option) is not put back in the cart: named with those gone from the menu.
    if (outcome === 'unknown-meal' || !('line' in outcome)) {
      missing.push(line.name);
      continue;
    }
    added.push({ meal: meal.id, line: outcome.line, quantity: line.quantity, already_in_cart: !outcome.added });
    if (lost.length > 0) notRestored.push({ name: line.name, lost });
  }
  if (added.length === 0) return { kind: 'nothing', missing };
  const cart = await cartOf(ctx.db, customer.id);
  const message = ORDER_MESSAGES.reordered(added.length, missing, notRestored);
  return { kind: 'reordered', result: { added, missing, not_restored: notRestored, cart_count: cart.length, message } };
}
