import type { LineChoices } from '../../contract/meal-options';
import { PORTION_LABELS } from '../../contract/meal-options';
import { offersHalfPlate } from '../../contract/money';
import { type PricedMeal, storedArray, storedGroups } from './meal-options';

/** An order line as "Order again" reads it: the portion served and how its options read when it was priced. */
export interface OrderedChoices {
  portion: 'full' | 'half';
  /** JSON of the labels priced: 'Half plate', 'Spice level: Hot'. */
  choices: string;
  note: string | null;
}

/**
 * The choices of an ordered line as today's menu can serve them again (docs/rules/orders.md#cart-lines: "Order again"
 * restores each line), and the labels it cannot: an option no longer offered, a half plate no longer served. An order
 * line keeps its options as they read ('Spice level: Hot', migration 0008), so they are found again by group and option
 * name.
 */
export function restoredChoices(meal: PricedMeal, line: OrderedChoices): { choices: LineChoices; lost: string[] } {
  const byLabel = new Map<string, number>(
    storedGroups(meal.option_groups).flatMap((group) =>
      group.options.map((option) => [`${group.name}: ${option.name}`, option.id] as const),
    ),
  );
  const lost: string[] = [];
  const half = line.portion === 'half';
  const halfServed = offersHalfPlate({ halfPlatePaisa: meal.half_plate_price_paisa, mealType: meal.meal_type });
  if (half && !halfServed) lost.push(PORTION_LABELS.half);
  const options: number[] = [];
  for (const label of storedArray(line.choices, (item): item is string => typeof item === 'string')) {
    if (label === PORTION_LABELS.half) continue;
    const option = byLabel.get(label);
    if (option === undefined) lost.push(label);
    else options.push(option);
  }
  const choices = { portion: half && halfServed ? 'half' : 'full', options, note: line.note ?? undefined } as const;
  return { choices, lost };
}
