import {
  MEAL_OPTION_MESSAGES as M,
  PORTION_LABELS,
  type LineChoices,
  type OptionGroup,
  type OptionGroupsRequest,
  type Portion,
} from '../../contract/meal-options';
import { offersHalfPlate, type PriceableMeal, servedOptions, servedPortion, unitPaisa } from '../../contract/money';
import { type Db, now } from '../db/database';
import { findMealOptionGroups, setMealOptionGroups } from '../db/repositories/meals';
import { paisaToRupees, rupeesToPaisa } from './money';

/** How a meal's groups are kept (meals.option_groups): prices in paisa, option ids unique within the meal. */
interface StoredGroup {
  id: number;
  name: string;
  kind: 'one' | 'any';
  options: { id: number; name: string; price_paisa: number }[];
}

/** What pricing needs of a meal. */
export interface PricedMeal {
  name: string;
  price_paisa: number;
  half_plate_price_paisa: number | null;
  meal_type: 'Plate' | 'Piece';
  option_groups: string;
}

/** A line as the server prices it: the unit price with every choice, and how the line reads. */
export interface PricedLine {
  unitPaisa: number;
  portion: Portion;
  optionIds: number[];
  /** 'Half plate' (a full plate goes without saying), then 'Group: Option' for each option chosen. */
  labels: string[];
  note: string | null;
}

export type PriceResult = { ok: true; line: PricedLine } | { ok: false; message: string; field: 'portion' | 'options' };

/**
 * The items of a JSON array column this server writes (option groups, chosen option ids, a line's labels) that pass
 * `keep`; anything unreadable reads as empty rather than breaking a menu, a cart or an order.
 */
export function storedArray<T>(json: string, keep: (item: unknown) => item is T): T[] {
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) ? items.filter(keep) : [];
  } catch {
    return [];
  }
}

const isObject = (item: unknown): item is StoredGroup => typeof item === 'object' && item !== null;
export const storedGroups = (json: string): StoredGroup[] => storedArray(json, isObject);

export const toOptionGroups = (json: string): OptionGroup[] =>
  storedGroups(json).map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.kind,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: paisaToRupees(option.price_paisa),
    })),
  }));

/** The meal as contract/money.ts prices it: the browser shows prices by the same rule. */
const priceable = (meal: PricedMeal, groups: StoredGroup[]): PricingMeal => ({
  pricePaisa: meal.price_paisa,
  halfPlatePaisa: meal.half_plate_price_paisa,
  mealType: meal.meal_type,
  groups: groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, pricePaisa: option.price_paisa })),
  })),
});
type PricingOption = StoredGroup['options'][number] & { pricePaisa: number };
type PricingGroup = Omit<StoredGroup, 'options'> & { options: PricingOption[] };
type PricingMeal = Omit<PriceableMeal, 'groups'> & { groups: PricingGroup[] };

/**
 * Prices one meal as chosen. `strict` (an order) refuses a half plate the meal lacks and options it does not offer;
 * otherwise (a cart shown after the menu changed) they fall back to a full plate and are dropped. A 'one' group
 * nobody chose gets its first option, so `{meal}` alone is what the kitchen serves by default.
 */
export function priceLine(meal: PricedMeal, choices: LineChoices, strict: boolean): PriceResult {
  const pricing = priceable(meal, storedGroups(meal.option_groups));
  if (strict && choices.portion === 'half' && !offersHalfPlate(pricing))
    return { ok: false, message: M.noHalf(meal.name), field: 'portion' };
  const wanted = new Set(choices.options ?? []);
  if (strict) {
    const known = new Set(pricing.groups.flatMap((group) => group.options.map((option) => option.id)));
    if ([...wanted].some((id) => !known.has(id)))
      return { ok: false, message: M.unknownOption(meal.name), field: 'options' };
    const crowded = pricing.groups.find(
      (group) => group.kind === 'one' && group.options.filter((option) => wanted.has(option.id)).length > 1,
    );
    if (crowded) return { ok: false, message: M.oneOnly(crowded.name), field: 'options' };
  }
  const portion = servedPortion(pricing, choices.portion);
  const served = servedOptions(pricing.groups, [...wanted]);
  const labels = served.map(({ group, option }) => `${group.name}: ${option.name}`);
  if (portion === 'half') labels.unshift(PORTION_LABELS.half);
  const optionIds = served.map(({ option }) => option.id);
  const line = { unitPaisa: unitPaisa(pricing, { portion, options: optionIds }), portion, optionIds, labels };
  return { ok: true, line: { ...line, note: choices.note?.trim() || null } };
}

/** The meal's groups for its page and the admin's editor; null when there is no such meal. */
export async function optionGroupsOf(db: Db, mealId: number): Promise<OptionGroup[] | null> {
  const json = await findMealOptionGroups(db, mealId);
  return json === undefined ? null : toOptionGroups(json);
}

/**
 * Replaces the meal's groups. Groups and options sent with an id they already had keep it, so what customers chose
 * stays chosen; new ones get ids above any the meal used. null when there is no such meal.
 */
export async function saveOptionGroups(
  db: Db,
  mealId: number,
  request: OptionGroupsRequest,
): Promise<OptionGroup[] | null> {
  const json = await findMealOptionGroups(db, mealId);
  if (json === undefined) return null;
  const before = storedGroups(json);
  const groupIds = new Set(before.map((group) => group.id));
  const optionIds = new Set(before.flatMap((group) => group.options.map((option) => option.id)));
  let nextGroup = Math.max(0, ...groupIds) + 1;
  let nextOption = Math.max(0, ...optionIds) + 1;
  const usedGroups = new Set<number>();
  const usedOptions = new Set<number>();
  // An id is kept once: a request that repeats one (two copies of a group) gets a fresh id for the copy.
  const keep = (id: number | undefined, had: Set<number>, used: Set<number>, fresh: () => number) => {
    const kept = id !== undefined && had.has(id) && !used.has(id) ? id : fresh();
    used.add(kept);
    return kept;
  };
  const groups: StoredGroup[] = request.groups.map((group) => ({
    id: keep(group.id, groupIds, usedGroups, () => nextGroup++),
    name: group.name,
    kind: group.kind,
    options: group.options.map((option) => ({
      id: keep(option.id, optionIds, usedOptions, () => nextOption++),
      name: option.name,
      price_paisa: rupeesToPaisa(option.price),
    })),
  }));
  const stored = JSON.stringify(groups);
  if (!(await setMealOptionGroups(db, mealId, stored, now()))) return null;
  return toOptionGroups(stored);
}
