import * as z from 'zod/mini';
import { englishOf, refusal } from './refusals';
import { id, money } from './common';
import { meal } from './meal';

/**
 * Portions and options (docs/rules/orders.md#options): a Plate meal comes as a full or a half plate; an admin gives a
 * meal groups of options, 'one' (pick exactly one, the first is the default: spice level) or 'any' (pick none or
 * several: extras), each option with a price added to the unit price. The server prices every choice; the browser only
 * shows them.
 */
export const PORTIONS = ['full', 'half'] as const;
export const portion = z.enum(PORTIONS, {
  error: /*i18n*/ 'Choose a full or a half plate.',
});
export type Portion = z.infer<typeof portion>;
export const PORTION_LABELS: Record<Portion, string> = {
  full: /*i18n*/ 'Full plate',
  half: /*i18n*/ 'Half plate',
};

export const OPTION_KINDS = ['one', 'any'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
export const OPTION_KIND_LABELS: Record<OptionKind, string> = {
  one: /*i18n*/ 'Pick one',
  any: /*i18n*/ 'Pick any',
};

export const MAX_OPTION_GROUPS = 8;
export const MAX_GROUP_OPTIONS = 12;
export const MAX_ITEM_NOTE = 140;
export const MAX_OPTION_PRICE = 100_000;

export const MEAL_OPTION_MESSAGES = {
  noHalf: (meal: string) => englishOf(refusal('noHalf', { meal })),
  unknownOption: (meal: string) => englishOf(refusal('optionGone', { meal })),
  oneOnly: (group: string) => englishOf(refusal('oneOnly', { group })),
  noteLength: /*i18n*/ 'A note for the kitchen can be at most 140 characters.',
  optionsInvalid: /*i18n*/ 'Choose options from the list.',
  groupName: /*i18n*/ 'Give each group a name of 1 to 40 characters.',
  optionName: /*i18n*/ 'Give each option a name of 1 to 40 characters.',
  optionPrice: /*i18n*/ 'An option costs from Rs. 0 to Rs. 100000.',
  tooManyGroups: /*i18n*/ 'A meal can have at most 8 groups of options.',
  groupEmpty: /*i18n*/ 'A group needs at least one option.',
  tooManyOptions: /*i18n*/ 'A group can have at most 12 options.',
  saved: /*i18n*/ 'Options saved.',
} as const;
const M = MEAL_OPTION_MESSAGES;

export const mealOption = z.object({ id, name: z.string(), price: money });
export type MealOption = z.infer<typeof mealOption>;
export const optionGroup = z.object({
  id,
  name: z.string(),
  kind: z.enum(OPTION_KINDS),
  options: z.array(mealOption),
});
export type OptionGroup = z.infer<typeof optionGroup>;

/** GET /meal/meals/{id}/: the spec's meal and, for its page, the options to pick from. */
// Optional rather than z._default: zod's code sits in every visitor's first load and _default would grow it for a
// screen loaded later. The server always sends the field; an older one without it means no options.
export const mealWithOptions = z.extend(meal, {
  option_groups: z.optional(z.array(optionGroup)),
});
export type MealWithOptions = z.infer<typeof mealWithOptions>;

export const itemNote = z.string().check(z.trim(), z.maxLength(MAX_ITEM_NOTE, M.noteLength));

/**
 * What a customer chose for one meal: on POST /cart/cart/ (all optional: `{meal}` alone is one full plate with each
 * group's first option), PUT /cart/cart/{meal}/ and each line of POST /orders/.
 */
export const lineChoices = {
  portion: z.optional(portion),
  options: z.optional(z.array(id, { error: M.optionsInvalid }).check(z.maxLength(40, M.optionsInvalid))),
  note: z.optional(itemNote),
};
export const lineChoicesRequest = z.object(lineChoices);
export type LineChoices = z.infer<typeof lineChoicesRequest>;

/** How a priced line reads: 'Half plate', then each option as 'Spice level: Hot' or 'Extras: Cheese'. */
export const choiceLabels = z.array(z.string());

const name40 = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(40, message));

/** PUT /meals/{id}/options/ (admin): the meal's groups in order; an option or group sent with its id keeps it. */
export const optionGroupsRequest = z.object({
  groups: z
    .array(
      z.object({
        id: z.optional(id),
        name: name40(M.groupName),
        kind: z.enum(OPTION_KINDS),
        options: z
          .array(
            z.object({
              id: z.optional(id),
              name: name40(M.optionName),
              price: z
                .number({ error: M.optionPrice })
                .check(z.minimum(0, M.optionPrice), z.maximum(MAX_OPTION_PRICE, M.optionPrice)),
            }),
          )
          .check(z.minLength(1, M.groupEmpty), z.maxLength(MAX_GROUP_OPTIONS, M.tooManyOptions)),
      }),
    )
    .check(z.maxLength(MAX_OPTION_GROUPS, M.tooManyGroups)),
});
export type OptionGroupsRequest = z.infer<typeof optionGroupsRequest>;
export const optionGroupList = z.object({ groups: z.array(optionGroup) });
