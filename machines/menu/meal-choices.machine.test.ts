import { describe, expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { OptionGroup } from '../../contract/meal-options';
import type { Choosable } from './line-choices';
import { mealChoicesMachine, type MealChoicesEvent, selectMealChoices } from './meal-choices.machine';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';

const GROUPS: OptionGroup[] = [
  {
    id: 1,
    name: 'Spice level',
    kind: 'one',
    options: [
      { id: 1, name: 'Mild', price: 0 },
      { id: 2, name: 'Hot', price: 0 },
    ],
  },
  {
    id: 2,
    name: 'Extras',
    kind: 'any',
    options: [
      { id: 3, name: 'Cheese', price: 60 },
      { id: 4, name: 'Achar', price: 30.5 },
    ],
  },
];
const MOMO: Choosable = { price: 280, half_plate_price: 168, option_groups: GROUPS };
const SAMOSA: Choosable = { price: 60, half_plate_price: null, option_groups: [] };

const edges = edgesOf(mealChoicesMachine, {
  events: (): MealChoicesEvent[] => [
    { type: 'choices.load', meal: MOMO },
    { type: 'choices.load', meal: SAMOSA },
    { type: 'choices.portion', portion: 'half' },
    { type: 'choices.portion', portion: 'full' },
    { type: 'choices.pick', groupId: 1, optionId: 2 },
    { type: 'choices.pick', groupId: 2, optionId: 3 },
    { type: 'choices.pick', groupId: 2, optionId: 4 },
    // An option of another group, as a stale page might send: nothing changes.
    { type: 'choices.pick', groupId: 1, optionId: 3 },
    { type: 'choices.note', note: 'no onion' },
  ],
});

/** A choice changes only the machine: there is no world to record. */
const harness = replayHarness<null>({ nothing: () => null, logic: () => mealChoicesMachine });

const view = (snapshot: AnyMachineSnapshot) => selectMealChoices(snapshot as Parameters<typeof selectMealChoices>[0]);
const is = (type: string) => (_: AnyMachineSnapshot, event: GraphEvent) => event.type === type;
const mealOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { meal: Choosable | null }).meal;

const rules: Rule<null>[] = [
  {
    title: "a meal starts from what the kitchen serves by default: a full plate, each pick-one group's first option",
    applies: is('choices.load'),
    holds: (_, event, to) => {
      const meal = (event as unknown as { meal: Choosable }).meal;
      expect(view(to).choices).toEqual({ portion: 'full', options: meal === MOMO ? [1] : [], note: '' });
      expect(view(to).unitPrice).toBe(meal.price);
      // A meal with nothing to choose adds as the spec's `{meal}`.
      expect(view(to).request).toEqual(meal === MOMO ? { portion: 'full', options: [1], note: '' } : undefined);
    },
  },
  {
    title: 'before a meal, nothing can be chosen',
    applies: (from, event) => mealOf(from) === null && event.type !== 'choices.load',
    holds: (from, _, to) => expect(to.context).toEqual(from.context),
  },
  {
    title: 'a half plate is priced at the half plate price, and only where the meal has one',
    applies: (from, event) => mealOf(from) !== null && event.type === 'choices.portion',
    holds: (_, event, to) => {
      const { portion } = event as unknown as { portion: 'full' | 'half' };
      expect(view(to).choices.portion).toBe(portion);
      const meal = mealOf(to) as Choosable;
      const extras = view(to).choices.options.includes(3) ? 60 : 0;
      const achar = view(to).choices.options.includes(4) ? 30.5 : 0;
      const base = portion === 'half' && meal.half_plate_price != null ? meal.half_plate_price : meal.price;
      expect(view(to).unitPrice).toBe(base + extras + achar);
    },
  },
  {
    title: "a pick-one option replaces its group's choice; a pick-any option toggles; a stranger changes nothing",
    applies: (from, event) => mealOf(from) !== null && event.type === 'choices.pick',
    holds: (from, event, to) => {
      const { groupId, optionId } = event as unknown as { groupId: number; optionId: number };
      const before = view(from).choices.options;
      const after = view(to).choices.options;
      const group = mealOf(from)?.option_groups?.find((each) => each.id === groupId);
      if (!group?.options.some((option) => option.id === optionId)) expect(after).toEqual(before);
      else if (group.kind === 'one') {
        expect(after).toContain(optionId);
        expect(after.filter((id) => group.options.some((option) => option.id === id))).toEqual([optionId]);
      } else expect(after.includes(optionId)).toBe(!before.includes(optionId));
    },
  },
  {
    title: 'the note is kept as typed and goes into the cart, even for a meal with nothing else to choose',
    applies: (from, event) => mealOf(from) !== null && event.type === 'choices.note',
    holds: (_, __, to) => {
      expect(view(to).choices.note).toBe('no onion');
      expect(view(to).request?.note).toBe('no onion');
    },
  },
];

describe('mealChoicesMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness, 'claims each edge with exactly one rule');
});
