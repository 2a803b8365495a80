import { assign, setup } from 'xstate';
import type { LineChoices, Portion } from '../../contract/meal-options';
import { type Choosable, type Choices, choicesRequest, defaultChoices, offersChoices, pick, unitPrice } from './line-choices';

export type MealChoicesEvent =
  /** The meal page has its meal: choices start from what the kitchen serves by default. */
  | { type: 'choices.load'; meal: Choosable }
  | { type: 'choices.portion'; portion: Portion }
  | { type: 'choices.pick'; groupId: number; optionId: number }
  | { type: 'choices.note'; note: string };

interface MealChoicesContext {
  meal: Choosable | null;
  choices: Choices;
}

const NONE: Choices = { portion: 'full', options: [], note: '' };

/**
 * The meal page's choices before they go into the cart (docs/rules/orders.md#options): portion, options and a note for
 * the kitchen.
 * Changes wait for a meal; the price follows each one.
 */
export const mealChoicesMachine = setup({
  types: { context: {} as MealChoicesContext, events: {} as MealChoicesEvent },
  guards: { hasMeal: ({ context }) => context.meal !== null },
}).createMachine({
  id: 'mealChoices',
  context: { meal: null, choices: NONE },
  on: {
    'choices.load': {
      actions: assign(({ event }) => ({ meal: event.meal, choices: defaultChoices(event.meal) })),
    },
    'choices.portion': {
      guard: 'hasMeal',
      actions: assign({ choices: ({ context, event }) => ({ ...context.choices, portion: event.portion }) }),
    },
    'choices.pick': {
      guard: 'hasMeal',
      actions: assign({
        choices: ({ context, event }) => pick(context.meal as Choosable, context.choices, event.groupId, event.optionId),
      }),
    },
    'choices.note': {
      guard: 'hasMeal',
      actions: assign({ choices: ({ context, event }) => ({ ...context.choices, note: event.note }) }),
    },
  },
});

export interface MealChoicesView {
  choices: Choices;
  unitPrice: number | null;
  /** What adding to the cart sends; undefined for a meal with nothing chosen (the spec's `{meal}`). */
  request: LineChoices | undefined;
}

export function selectMealChoices(snapshot: { context: MealChoicesContext }): MealChoicesView {
  const { meal, choices } = snapshot.context;
  return {
    choices,
    unitPrice: meal ? unitPrice(meal, choices) : null,
    request: meal && (offersChoices(meal) || choices.note.trim() !== '') ? choicesRequest(choices) : undefined,
  };
}
