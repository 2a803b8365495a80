import type { LineChoices, OptionGroup, Portion } from '../../contract/meal-options';

/** What a customer has chosen for one meal (issue 13): the note as typed. */
export interface Choices {
  portion: Portion;
  options: readonly number[];
  note: string;
}

/** What a meal offers to choose from: the meal page's meal, or a cart line's. */
export interface Choosable {
  price: number;
  half_plate_price?: number | null;
  option_groups?: readonly OptionGroup[];
}

export const offersHalf = (meal: Choosable) => meal.half_plate_price != null;
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

/** The price of one as chosen, to the paisa, as the server will price it (the server's figure is the one paid). */
export function unitPrice(meal: Choosable, choices: Choices): number {
  const base = choices.portion === 'half' && offersHalf(meal) ? (meal.half_plate_price as number) : meal.price;
  const extras = (meal.option_groups ?? [])
    .flatMap((group) => group.options)
    .filter((option) => choices.options.includes(option.id))
    .reduce((sum, option) => sum + Math.round(option.price * 100), 0);
  return (Math.round(base * 100) + extras) / 100;
}

/** The wire's form of the choices (contract lineChoices). */
export const choicesRequest = (choices: Choices): Required<LineChoices> => ({
  portion: choices.portion,
  options: [...choices.options],
  note: choices.note.trim(),
});
