import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import type { OptionGroup, OptionGroupsRequest } from '../../contract/meal-options';
import type { WriteResult } from './meal-admin-api';
import {
  type DraftGroup,
  mealOptionsEditorMachine,
  type OptionsEditorEvent,
  requestOf,
  selectOptionsEditor,
} from './meal-options-editor.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, type GraphEvent, type Rule, unclaimedOrContested } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { toast } from '../shared/testing/rules';

const LOAD = invocationOf(mealOptionsEditorMachine, 'mealOptionsEditor.loading');
const SAVE = invocationOf(mealOptionsEditorMachine, 'mealOptionsEditor.saving');
const [done, threw] = [doneOf, errorOf];

// Ours (docs/rules/orders.md#options), from contract/meal-options.ts.
const TEXT = {
  saved: 'Options saved.',
  groupName: 'Give each group a name of 1 to 40 characters.',
  optionName: 'Give each option a name of 1 to 40 characters.',
  price: 'An option costs from Rs. 0 to Rs. 100000.',
  failed: 'Something went wrong',
};
const MEAL = 7;
const STORED: OptionGroup[] = [{ id: 3, name: 'Extras', kind: 'any', options: [{ id: 9, name: 'Cheese', price: 60 }] }];
const SAVED: OptionGroup[] = [
  { id: 4, name: 'Spice level', kind: 'one', options: [{ id: 10, name: 'Hot', price: 10 }] },
];

type Context = { groups: DraftGroup[]; nextKey: number };
const contextOf = (state: AnyMachineSnapshot) => state.context as Context;

const edges = edgesOf(mealOptionsEditorMachine, {
  events: (state) => {
    if (state.matches('closed')) return [{ type: 'options.open', mealId: MEAL }];
    if (state.matches('loading'))
      return [
        { type: done(LOAD), output: ok(STORED) },
        { type: done(LOAD), output: ok([]) },
        { type: done(LOAD), output: failure(TEXT.failed, 500) },
        { type: threw(LOAD), error: new Error('offline') },
      ];
    if (state.matches('failed')) return [{ type: 'options.retry' }];
    if (state.matches('saving'))
      return [
        { type: done(SAVE), output: ok(SAVED) },
        {
          type: done(SAVE),
          output: { ok: false, message: TEXT.groupName, status: 400, fields: { 'groups.0.name': TEXT.groupName } },
        },
        { type: threw(SAVE), error: new Error('offline') },
      ];
    // Editing: one group at most, its first option's name and price, and a second option, so the graph stays small.
    const { groups, nextKey } = contextOf(state);
    const [group] = groups;
    const events: OptionsEditorEvent[] = [];
    if (!group && nextKey < 4) events.push({ type: 'options.addGroup' });
    if (group) {
      events.push({ type: 'options.removeGroup', group: 0 });
      if (group.name === '') events.push({ type: 'options.groupName', group: 0, name: 'Spice level' });
      if (group.kind === 'any') events.push({ type: 'options.groupKind', group: 0, kind: 'one' });
      const [first] = group.options;
      if (first?.name === '') events.push({ type: 'options.optionName', group: 0, option: 0, name: 'Hot' });
      if (first && first.price !== '-1') events.push({ type: 'options.optionPrice', group: 0, option: 0, price: '-1' });
      if (first?.price === '-1') events.push({ type: 'options.optionPrice', group: 0, option: 0, price: '10' });
      if (group.options.length === 1 && nextKey < 4) events.push({ type: 'options.addOption', group: 0 });
      if (group.options.length === 2) events.push({ type: 'options.removeOption', group: 0, option: 1 });
    }
    if (nextKey < 6) events.push({ type: 'options.save' });
    return events;
  },
});

interface World {
  loads: number[];
  saves: { mealId: number; groups: OptionGroupsRequest }[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: [], saves: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    mealOptionsEditorMachine.provide({
      actors: {
        load: fakeCall<Result<OptionGroup[]>, { mealId: number }>(calls, (input) => world().loads.push(input.mealId)),
        save: fakeCall<WriteResult<OptionGroup[]>, World['saves'][number]>(calls, (input) => world().saves.push(input)),
      },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) =>
  selectOptionsEditor(snapshot as Parameters<typeof selectOptionsEditor>[0]);
const is = (type: string, state?: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && (state === undefined || from.matches(state));
/** What the server would be asked to keep, without the view's row keys. */
const shape = (groups: DraftGroup[]) =>
  groups.map(({ name, kind, options }) => ({
    name,
    kind,
    options: options.map(({ name, price }) => ({ name, price })),
  }));
const problems = (groups: DraftGroup[]) => {
  const errors: Record<string, string> = {};
  groups.forEach((group, g) => {
    if (group.name.trim() === '') errors[`groups.${g}.name`] = TEXT.groupName;
    group.options.forEach((option, o) => {
      if (option.name.trim() === '') errors[`groups.${g}.options.${o}.name`] = TEXT.optionName;
      if (Number(option.price) < 0) errors[`groups.${g}.options.${o}.price`] = TEXT.price;
    });
  });
  return errors;
};
const EDITS = [
  'options.addGroup',
  'options.removeGroup',
  'options.groupName',
  'options.groupKind',
  'options.addOption',
  'options.removeOption',
  'options.optionName',
  'options.optionPrice',
];

/** The meal's options are asked for, the editor waiting on them. */
const readsOptions: Rule<World>['holds'] = (_, __, to, world) => {
  expect(view(to).status).toBe('loading');
  expect(world.loads).toEqual([MEAL]);
};

const rules: Rule<World>[] = [
  {
    title: "opening the Update Meal page reads the meal's options",
    applies: is('options.open'),
    holds: readsOptions,
  },
  {
    title: 'shows the options the meal has, prices as text to edit, or none',
    applies: (_, event) => event.type === done(LOAD) && (event.output as Result<unknown>).ok,
    holds: (_, event, to, world) => {
      const stored = (event.output as { data: OptionGroup[] }).data;
      expect(view(to)).toMatchObject({ status: 'editing', errors: {}, canAddGroup: true });
      expect(shape(view(to).groups)).toEqual(
        stored
          .map((group) => ({
            ...group,
            id: undefined,
            options: group.options.map((o) => ({ name: o.name, price: String(o.price) })),
          }))
          .map(({ name, kind, options }) => ({ name, kind, options })),
      );
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'a failed read says so and can be tried again',
    applies: (_, event) =>
      (event.type === done(LOAD) && !(event.output as Result<unknown>).ok) || event.type === threw(LOAD),
    holds: (_, __, to) => expect(view(to).status).toBe('failed'),
  },
  {
    title: 'trying again reads again',
    applies: is('options.retry'),
    holds: readsOptions,
  },
  {
    title: 'each edit changes the draft only, clears the marks, and new rows get keys of their own',
    applies: (from, event) => from.matches('editing') && EDITS.includes(event.type),
    holds: (from, event, to, world) => {
      const before = view(from).groups;
      const after = view(to).groups;
      expect(view(to).errors).toEqual({});
      if (event.type === 'options.addGroup')
        expect(shape(after)).toEqual([...shape(before), { name: '', kind: 'one', options: [{ name: '', price: '' }] }]);
      if (event.type === 'options.removeGroup') expect(after).toEqual(before.slice(1));
      if (event.type === 'options.groupName') expect(after[0]?.name).toBe('Spice level');
      if (event.type === 'options.groupKind') expect(after[0]?.kind).toBe('one');
      if (event.type === 'options.addOption') expect(after[0]?.options).toHaveLength(2);
      if (event.type === 'options.removeOption') expect(after[0]?.options).toEqual(before[0]?.options.slice(0, 1));
      if (event.type === 'options.optionName') expect(after[0]?.options[0]?.name).toBe('Hot');
      if (event.type === 'options.optionPrice') expect(after[0]?.options[0]?.price).toBe(event.price);
      const keys = after.flatMap((group) => [group.key, ...group.options.map((option) => option.key)]);
      expect(new Set(keys).size).toBe(keys.length);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'saving a draft the contract refuses marks each field with its words and sends nothing',
    applies: (from, event) =>
      from.matches('editing') && event.type === 'options.save' && Object.keys(problems(view(from).groups)).length > 0,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', errors: problems(view(from).groups) });
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      'saving a valid draft sends every group, with the ids it had and prices as numbers (PUT /meal/{id}/options/)',
    applies: (from, event) =>
      from.matches('editing') && event.type === 'options.save' && Object.keys(problems(view(from).groups)).length === 0,
    holds: (from, _, to, world) => {
      expect(view(to).status).toBe('saving');
      expect(world.saves).toEqual([{ mealId: MEAL, groups: requestOf(view(from).groups) }]);
      for (const group of world.saves[0]?.groups.groups ?? [])
        for (const option of group.options) expect(typeof option.price).toBe('number');
    },
  },
  {
    title: "saved: 'Options saved.' and the draft is what the server kept, with its ids",
    applies: (_, event) => event.type === done(SAVE) && (event.output as Result<unknown>).ok,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', errors: {} });
      expect(view(to).groups.map((group) => [group.id, group.options.map((option) => option.id)])).toEqual([[4, [10]]]);
      expect(world.toasts).toEqual([toast('success', TEXT.saved)]);
    },
  },
  {
    title: "refused: the server's words, each refused field marked, the draft kept",
    applies: (_, event) =>
      (event.type === done(SAVE) && !(event.output as Result<unknown>).ok) || event.type === threw(SAVE),
    holds: (from, event, to, world) => {
      expect(view(to).groups).toEqual(view(from).groups);
      if (event.type === threw(SAVE)) expect(world.toasts).toEqual([toast('error', TEXT.failed)]);
      else {
        expect(view(to).errors).toEqual({ 'groups.0.name': TEXT.groupName });
        expect(world.toasts).toEqual([toast('error', TEXT.groupName)]);
      }
    },
  },
];

describe('mealOptionsEditorMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one rule', () => {
    expect(edges.length).toBeLessThan(1_500);
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
