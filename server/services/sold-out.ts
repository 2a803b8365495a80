import { SOLD_OUT_MESSAGES, type SoldOutRequest, type SoldOutState } from '../../contract/sold-out';
import type { Db } from '../db/database';
import { findMealOptionGroups, findMealsForPricing } from '../db/repositories/meals';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { clearSoldOut, listSoldOut, markSoldOut, WHOLE_DISH } from '../db/repositories/sold-out';
import { type Clock, isoAt } from './account-context';
import { storedArray, storedGroups } from './meal-options';
import { nextOpening } from './next-opening';

/*
 * What the kitchen stopped (contract/sold-out.ts): the switches, what is sold out right now, and the check that
 * names the sold-out dishes of a cart line, an order being placed or an order being paid again.
 */

export interface SoldOutContext {
  db: Db;
  clock: Clock;
}

export async function soldOutNow(db: Db, at: Date): Promise<SoldOutState> {
  const rows = await listSoldOut(db, isoAt(at));
  return {
    meals: rows.filter((row) => row.option_id === WHOLE_DISH).map((row) => ({ meal: row.meal_id, back_at: row.until_at })),
    options: rows
      .filter((row) => row.option_id !== WHOLE_DISH)
      .map((row) => ({ meal: row.meal_id, option: row.option_id, back_at: row.until_at })),
  };
}

export type SwitchResult = { kind: 'saved'; state: SoldOutState } | { kind: 'not-found' } | { kind: 'unknown-option' };

/** One tap: sold out (until undone, or until the next opening) or back; `option` 0 is the whole dish. */
export async function switchSoldOut(
  ctx: SoldOutContext,
  meal: number,
  option: number,
  request: SoldOutRequest,
): Promise<SwitchResult> {
  const groups = await findMealOptionGroups(ctx.db, meal);
  if (groups === undefined) return { kind: 'not-found' };
  if (option !== WHOLE_DISH && !storedGroups(groups).some((group) => group.options.some((o) => o.id === option)))
    return { kind: 'unknown-option' };
  const now = ctx.clock();
  if (!request.sold_out) await clearSoldOut(ctx.db, meal, option);
  else {
    const info = request.until_closing ? await getRestaurantInfo(ctx.db) : undefined;
    const until = info ? nextOpening(info, now) : null;
    await markSoldOut(ctx.db, { meal_id: meal, option_id: option, until_at: until && isoAt(until) }, isoAt(now));
  }
  return { kind: 'saved', state: await soldOutNow(ctx.db, now) };
}

/** A line to check: its dish, and either the option ids chosen or (an order placed earlier) its labels. */
export interface CheckedLine {
  meal: number;
  name: string;
  optionGroups: string;
  optionIds?: readonly number[];
  labels?: readonly string[];
}

/** What of these lines is sold out at `at`, as the refusal names it: 'Chicken Momo', 'Veg Momo (Filling: Paneer)'. */
export async function soldOutNames(db: Db, at: Date, lines: readonly CheckedLine[]): Promise<string[]> {
  if (lines.length === 0) return [];
  const state = await soldOutNow(db, at);
  if (state.meals.length === 0 && state.options.length === 0) return [];
  const names: string[] = [];
  for (const line of lines) {
    if (state.meals.some((entry) => entry.meal === line.meal)) {
      names.push(line.name);
      continue;
    }
    const stopped = new Set(state.options.filter((entry) => entry.meal === line.meal).map((entry) => entry.option));
    if (stopped.size === 0) continue;
    for (const group of storedGroups(line.optionGroups))
      for (const option of group.options) {
        const label = `${group.name}: ${option.name}`;
        const chosen = line.optionIds ? line.optionIds.includes(option.id) : line.labels?.includes(label);
        if (chosen && stopped.has(option.id)) names.push(SOLD_OUT_MESSAGES.optionLabel(line.name, label));
      }
  }
  return names;
}

/** An order placed earlier, paid again: its lines as stored (the options as their labels read). */
export async function soldOutOfLines(
  db: Db,
  at: Date,
  lines: readonly { meal_id: number | null; name: string; choices: string }[],
): Promise<string[]> {
  const ids = lines.flatMap((line) => (line.meal_id === null ? [] : [line.meal_id]));
  const groups = new Map((await findMealsForPricing(db, ids)).map((meal) => [meal.id, meal.option_groups]));
  const labelsOf = (json: string) => storedArray(json, (label): label is string => typeof label === 'string');
  return soldOutNames(
    db,
    at,
    lines.flatMap((line) =>
      line.meal_id === null
        ? []
        : [{ meal: line.meal_id, name: line.name, optionGroups: groups.get(line.meal_id) ?? '[]', labels: labelsOf(line.choices) }],
    ),
  );
}
