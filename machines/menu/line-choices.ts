import type { LineChoices, OptionGroup, Portion } from '../../contract/meal-options';
import { offersHalfPlate, type PriceableMeal, toPaisa, toRupees, unitPaisa } from '../../contract/money';

/** What a customer has chosen for one meal (docs/rules/orders.md#options): the note as typed. */
export interface Choices {
  portion: Portion;
  options: readonly number[];
  note: string;
}

/** What a meal offers to choose from: the meal page's meal, or a cart line's. */
export interface Choosable {
  price: number;
  half_plate_price?: number | null;
  /** The meal page's meal says; a cart line's meal comes with a half-plate price only where one is served. */
  meal_type?: 'Plate' | 'Piece';
  option_groups?: readonly OptionGroup[];
}

/** The meal in paisa, as contract/money.ts prices it. */
const priceable = (meal: Choosable): PriceableMeal => ({
  pricePaisa: toPaisa(meal.price),
  halfPlatePaisa: meal.half_plate_price == null ? null : toPaisa(meal.half_plate_price),
  mealType: meal.meal_type,
  groups: (meal.option_groups ?? []).map((group) => ({
    kind: group.kind,
    options: group.options.map((option) => ({ id: option.id, pricePaisa: toPaisa(option.price) })),
  })),
});

export const offersHalf = (meal: Choosable) => offersHalfPlate(priceable(meal));
export const offersChoices = (meal: Choosable) => offersHalf(meal) || (meal.option_groups?.length ?? 0) > 0;

/** What the kitchen serves unless told otherwise: a full plate, each pick-one group's first option. */
export const defaultChoices = (meal: Choosable): Choices => ({
  portion: 'full',
  options: (meal.option_groups ?? []).flatMap((group) =>
    group.kind === 'one' && group.options[0] ? [group.options[0].id] : [],
  ),
  note: '',
});

/** Picking an option: in a pick-one group it replaces the group's choice; in a pick-any group it toggles. */
export function pick(meal: Choosable, choices: Choices, groupId: number, optionId: number): Choices {
  const group = meal.option_groups?.find((candidate) => candidate.id === groupId);
  if (!group?.options.some((option) => option.id === optionId)) return choices;
  const inGroup = new Set(group.options.map((option) => option.id));
  const chosen = choices.options.includes(optionId);
  const options =
    group.kind === 'one'
      ? [...choices.options.filter((id) => !inGroup.has(id)), optionId]
      : chosen
        ? choices.options.filter((id) => id !== optionId)
        : [...choices.options, optionId];
  return { ...choices, options };
}

/** The price of one as chosen, in rupees: the server's rule (contract/money.ts), so what is shown is what is paid. */
export const unitPrice = (meal: Choosable, choices: Choices): number => toRupees(unitPaisa(priceable(meal), choices));

/** The wire's form of the choices (contract lineChoices). */
export const choicesRequest = (choices: Choices): Required<LineChoices> => ({
  portion: choices.portion,
  options: [...choices.options],
  note: choices.note.trim(),
});
