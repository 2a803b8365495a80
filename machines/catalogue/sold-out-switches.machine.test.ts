import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { Meal } from '../../contract/meal';
import { NOTHING_SOLD_OUT, type SoldOutState } from '../../contract/sold-out';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { either, itReplaysEveryRule, sent, sentIn, toast } from '../shared/testing/rules';
import type { SoldOutBoard, SoldOutSwitch } from './sold-out-admin-api';
import {
  selectSoldOutSwitches,
  SOLD_OUT_LOAD_FAILED,
  SOLD_OUT_SAVE_FAILED,
  soldOutSwitchesMachine,
  type ShownOptions,
} from './sold-out-switches.machine';

const [LOADED, LOAD_THREW] = answersOf(soldOutSwitchesMachine, 'soldOutSwitches.loading');
const [SAVED, SAVE_THREW] = answersOf(soldOutSwitchesMachine, 'soldOutSwitches.ready.saving');
const [OPTIONS, OPTIONS_THREW] = answersOf(soldOutSwitchesMachine, 'soldOutSwitches.ready.loadingOptions');

const meal = (id: number, name: string) => ({ id, name }) as Meal;
const BOARD: SoldOutBoard = { meals: [meal(1, 'Chicken Momo'), meal(2, 'Thakali Set')], state: NOTHING_SOLD_OUT };
const MOMO_OUT: SoldOutState = { meals: [{ meal: 1, back_at: null }], options: [] };
const THAKALI_OPTIONS: ShownOptions = {
  meal: 2,
  groups: [{ id: 7, name: 'Curry', kind: 'one', options: [{ id: 3, name: 'Mutton', price: 100 }] }],
};
/** A refusal the server explained (the dish was deleted meanwhile): its words are shown, not the generic ones. */
const EXPLAINED = 'Meal not found.';

const DISH: SoldOutSwitch = { meal: 1, option: null, soldOut: true, untilClosing: false };
const OPTION: SoldOutSwitch = { meal: 2, option: 3, soldOut: true, untilClosing: true };

const edges = edgesOf(soldOutSwitchesMachine, {
  events: (state) => {
    if (state.matches('loading')) return endings([LOADED, LOAD_THREW], [ok(BOARD), failure(SOMETHING_WENT_WRONG, 500)], 'load');
    if (state.matches('failed')) return [{ type: 'soldOut.retry' }];
    const close = { type: 'soldOut.closeOptions' };
    if (state.matches({ ready: 'saving' }))
      return [close, ...endings([SAVED, SAVE_THREW], [ok(MOMO_OUT), failure(EXPLAINED, 404), failure(SOMETHING_WENT_WRONG, 500)], 'switch')];
    if (state.matches({ ready: 'loadingOptions' }))
      return [close, ...endings([OPTIONS, OPTIONS_THREW], [ok(THAKALI_OPTIONS), failure(SOMETHING_WENT_WRONG, 500)], 'options')];
    return [{ type: 'soldOut.switch', ...DISH }, { type: 'soldOut.switch', ...OPTION }, { type: 'soldOut.options', meal: 2 }, close];
  },
});

interface World {
  switches: SoldOutSwitch[];
  optionReads: number[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ switches: [], optionReads: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    soldOutSwitchesMachine.provide({
      actors: {
        loadBoard: fakeCall<Result<SoldOutBoard>>(calls),
        loadOptions: fakeCall<Result<ShownOptions>, { meal: number }>(calls, (input) => world().optionReads.push(input.meal)),
        switchSoldOut: fakeCall<Result<SoldOutState>, SoldOutSwitch>(calls, (input) => world().switches.push(input)),
      },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) => selectSoldOutSwitches(snapshot as Parameters<typeof selectSoldOutSwitches>[0]);
const okAnswer = (type: string) => (_: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && (event.output as Result<unknown>).ok;
const notOk = (type: string) => (_: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === type && !(event.output as Result<unknown>).ok;

const rules: Rule<World>[] = [
  {
    title: 'opens on every dish with what is sold out now, nothing waiting',
    applies: okAnswer(LOADED),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false, options: null });
      expect(view(to).dishes).toEqual([
        { id: 1, name: 'Chicken Momo', soldOut: false, backAt: null, saving: false },
        { id: 2, name: 'Thakali Set', soldOut: false, backAt: null, saving: false },
      ]);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'a failed read shows the failure and can be tried again',
    applies: either(notOk(LOADED), sent(LOAD_THREW)),
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('failed');
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'trying again reads the board again',
    applies: sent('soldOut.retry'),
    holds: (_, __, to) => expect(view(to).status).toBe('loading'),
  },
  {
    title: 'one tap sends that switch (a dish, or one option until closing) and only its button waits',
    applies: sentIn({ ready: 'idle' } as never, 'soldOut.switch'),
    holds: (_, event, to, world) => {
      const change = { meal: event.meal, option: event.option, soldOut: event.soldOut, untilClosing: event.untilClosing };
      expect(world).toEqual({ ...nothing(), switches: [change] });
      expect(view(to).busy).toBe(true);
      const waiting = view(to).dishes.filter((dish) => dish.saving).map((dish) => dish.id);
      expect(waiting).toEqual(change.option === null ? [change.meal] : []);
    },
  },
  {
    title: "the server's answer is what is sold out now, and the switches are free again",
    applies: okAnswer(SAVED),
    holds: (_, __, to, world) => {
      expect(view(to).busy).toBe(false);
      expect(view(to).dishes.map((dish) => [dish.id, dish.soldOut, dish.saving])).toEqual([
        [1, true, false],
        [2, false, false],
      ]);
      expect(view(to).soldOutMeals).toEqual(new Set([1]));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "a refused switch changes nothing shown and says why: the server's words, else 'Could not change it.'",
    applies: either(notOk(SAVED), sent(SAVE_THREW)),
    holds: (from, event, to, world) => {
      const output = event.output as Result<unknown> | undefined;
      const message = output && !output.ok && output.message === EXPLAINED ? EXPLAINED : SOLD_OUT_SAVE_FAILED;
      expect(view(to).dishes.map((dish) => dish.soldOut)).toEqual(view(from).dishes.map((dish) => dish.soldOut));
      expect(view(to).busy).toBe(false);
      expect(to.context.saving).toBeNull();
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: "opening a dish's options reads them (GET /meal/meals/{id}/) and nothing can be switched meanwhile",
    applies: sentIn({ ready: 'idle' } as never, 'soldOut.options'),
    holds: (_, __, to, world) => {
      expect(to.matches({ ready: 'loadingOptions' })).toBe(true);
      expect(view(to).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), optionReads: [2] });
    },
  },
  {
    title: "the options arrive as switches of their own, each with whether it is sold out",
    applies: okAnswer(OPTIONS),
    holds: (_, __, to, world) => {
      expect(view(to).options).toEqual({
        meal: 2,
        name: 'Thakali Set',
        groups: [{ id: 7, name: 'Curry', options: [{ id: 3, name: 'Mutton', soldOut: false, saving: false }] }],
      });
      expect(view(to).busy).toBe(false);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "options that cannot be read say 'Could not load the dishes.' and the board stays",
    applies: either(notOk(OPTIONS), sent(OPTIONS_THREW)),
    holds: (from, _, to, world) => {
      expect(view(to).options).toEqual(view(from).options);
      expect(view(to).busy).toBe(false);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', SOLD_OUT_LOAD_FAILED)] });
    },
  },
  {
    title: 'closing the options hides them without stopping a switch on its way',
    applies: sent('soldOut.closeOptions'),
    holds: (from, _, to, world) => {
      expect(view(to).options).toBeNull();
      expect(to.value).toEqual(from.value);
      expect(world).toEqual(nothing());
    },
  },
];

describe('soldOutSwitchesMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
