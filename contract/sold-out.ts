import * as z from 'zod/mini';
import { englishOf, refusal } from './refusals';
import { id } from './common';

/**
 * Sold out (86'd): the kitchen stops a dish, or one option of a dish ("Buff" of "Filling"), from being ordered
 * without deleting it; for good until undone, or until closing: it comes back at the restaurant's next opening.
 * The server works out that time (`back_at`) and reads a time gone by as not sold out, so nothing has to run then.
 */
/** The dishes (or options) sold out, as the server answers a cart add, a checkout or a payment they stop. */
export const soldOutRefusal = (names: readonly string[]) => refusal('soldOut', { names: [...names], count: names.length });

export const SOLD_OUT_MESSAGES = {
  /** Refusing a cart add, a checkout or a payment: the dish is named ("Chicken Momo is sold out."). */
  soldOut: (names: readonly string[]) => englishOf(soldOutRefusal(names)),
  /** One option of a dish: "Chicken Momo (Filling: Buff) is sold out." is built from this label. */
  optionLabel: (meal: string, choice: string) => `${meal} (${choice})`,
  unknownOption: /*i18n*/ 'This dish has no such option.',
  marked: /*i18n*/ 'Marked sold out.',
  back: /*i18n*/ 'Back on the menu.',
} as const;

/** PUT /meal/{id}/sold-out/ and /meal/{id}/options/{option}/sold-out/ (admin; the kitchen later). */
export const soldOutRequest = z.object({
  sold_out: z.boolean({ error: 'Say whether it is sold out (true or false).' }),
  /** Only with sold_out: back by itself at the next opening; otherwise sold out until undone. */
  until_closing: z.optional(z.boolean({ error: 'until_closing is true or false.' })),
});
export type SoldOutRequest = z.infer<typeof soldOutRequest>;

/** One dish, or one option of it, sold out now; back_at null: until someone undoes it. */
export const soldOutMeal = z.object({ meal: id, back_at: z.nullable(z.string()) });
export const soldOutOption = z.object({ meal: id, option: id, back_at: z.nullable(z.string()) });
export type SoldOutMeal = z.infer<typeof soldOutMeal>;
export type SoldOutOption = z.infer<typeof soldOutOption>;

/** GET /meal/sold-out/ (public): what cannot be ordered right now; the open menu pages read it every second. */
export const soldOutState = z.object({ meals: z.array(soldOutMeal), options: z.array(soldOutOption) });
export type SoldOutState = z.infer<typeof soldOutState>;
export const NOTHING_SOLD_OUT: SoldOutState = { meals: [], options: [] };

export const soldOutSaved = z.extend(soldOutState, { message: z.string() });

/** The views' question: is this dish, or this option of it, sold out in this state? */
export const mealSoldOut = (state: SoldOutState, meal: number) => state.meals.find((entry) => entry.meal === meal);
export const optionSoldOut = (state: SoldOutState, meal: number, option: number) =>
  state.options.some((entry) => entry.meal === meal && entry.option === option);
