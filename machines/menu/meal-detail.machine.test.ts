import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Meal } from '../../contract/meal';
import type { MealPage } from './meal-customer-api';
import { mealDetailMachine, selectMealDetail, type MealDetailEvent } from './meal-detail.machine';
import { failure, ok, type Result } from '../shared/result';
import { doneOf, endings, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { reviewBy } from '../shared/testing/fixtures';

const LOADING = invocationOf(mealDetailMachine, 'mealDetail.loading');
const RELOADING = invocationOf(mealDetailMachine, 'mealDetail.ready.reloading');
const [LOADED, LOAD_THREW] = [doneOf(LOADING), errorOf(LOADING)];
const [RELOADED, RELOAD_THREW] = [doneOf(RELOADING), errorOf(RELOADING)];

const momo = { id: 7, name: 'Chicken Steamed Momo', rating: null, rating_count: 0 } as Meal;
const review = reviewBy('Sita Sharma', 1, 4.5, 'Juicy and hot.');
const first: MealPage = { meal: momo, reviews: [] };
const reviewed: MealPage = { meal: { ...momo, rating: 4.5, rating_count: 1 }, reviews: [review] };

const answers = (type: string, threw: string, page: MealPage) =>
  endings([type, threw], [ok(page), failure('Not found', 404), failure('Internal server error', 500)], 'loadMealPage');

const edges = edgesOf(mealDetailMachine, {
  events: (state) => [
    { type: 'mealDetail.open', mealId: 7 },
    { type: 'mealDetail.open', mealId: Number.NaN },
    { type: 'mealDetail.retry' },
    { type: 'mealDetail.reload' },
    ...(state.matches('loading') ? answers(LOADED, LOAD_THREW, first) : []),
    ...(state.matches({ ready: 'reloading' }) ? answers(RELOADED, RELOAD_THREW, reviewed) : []),
  ],
});

interface World {
  loads: number[];
}
const nothing = (): World => ({ loads: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    mealDetailMachine.provide({
      actors: {
        loadMealPage: fakeCall<Result<MealPage>, { mealId: number }>(calls, (input) => world().loads.push(input.mealId)),
      },
    }),
});

const view = (snapshot: AnyMachineSnapshot) =>
  selectMealDetail(snapshot as unknown as Parameters<typeof selectMealDetail>[0]);
const succeeded = (event: GraphEvent) => (event.output as Result<unknown>).ok;
const sentIn =
  (type: MealDetailEvent['type'], where: (from: AnyMachineSnapshot) => boolean) =>
  (from: AnyMachineSnapshot, event: GraphEvent) =>
    event.type === type && where(from);

const rules: Rule<World>[] = [
  {
    title: "meal detail: opening a meal shows 'Loading...' and reads it with its reviews (GET /meal/meals/{id})",
    applies: (_, event) => event.type === 'mealDetail.open' && event.mealId === 7,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'loading', meal: null, reviews: [] });
      expect(world).toEqual({ loads: [7] });
    },
  },
  {
    title: 'meal detail: a path that names no meal (/meal/abc) shows the not-found page and asks the server nothing',
    applies: (_, event) => event.type === 'mealDetail.open' && Number.isNaN(event.mealId),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'missing', meal: null, reviews: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'meal detail: a meal the server does not have (404) shows the not-found page, not Try again',
    applies: (_, event) =>
      event.type === LOADED &&
      (event.output as Result<unknown>).ok === false &&
      (event.output as { status?: number }).status === 404,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'missing', meal: null, reviews: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'meal detail: loaded, it shows the meal, its average rating and its reviews',
    applies: (_, event) => event.type === LOADED && succeeded(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'ready', meal: momo, reviews: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "meal detail: a failed load shows 'Error loading meal details.'",
    applies: (_, event) =>
      (event.type === LOADED && !succeeded(event) && (event.output as { status?: number }).status !== 404) ||
      event.type === LOAD_THREW,
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ status: 'failed', meal: null, reviews: [] });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'meal detail: Try again reads the meal once more',
    applies: sentIn('mealDetail.retry', (from) => from.matches('failed')),
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('loading');
      expect(world).toEqual({ loads: [7] });
    },
  },
  {
    title: 'meal detail: after a review is saved the reviews and the average are read again, the page staying as it is',
    applies: sentIn('mealDetail.reload', (from) => from.matches('ready')),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual({ ready: 'reloading' });
      expect(view(to)).toEqual(view(from));
      expect(world).toEqual({ loads: [7] });
    },
  },
  {
    title: 'meal detail: the reviews read again replace the shown ones (newest first, new average)',
    applies: (_, event) => event.type === RELOADED && succeeded(event),
    holds: (_, __, to) => {
      expect(view(to)).toEqual({ status: 'ready', meal: reviewed.meal, reviews: [review] });
    },
  },
  {
    title: 'meal detail: when reading again fails, the page keeps what it shows',
    applies: (_, event) => (event.type === RELOADED && !succeeded(event)) || event.type === RELOAD_THREW,
    holds: (from, _, to) => {
      expect(to.value).toEqual({ ready: 'shown' });
      expect(to.context).toEqual(from.context);
    },
  },
  {
    title: 'meal detail: Try again or a reload with nothing to redo changes nothing',
    applies: (from, event) =>
      sentIn('mealDetail.retry', (state) => !state.matches('failed'))(from, event) ||
      sentIn('mealDetail.reload', (state) => !state.matches('ready'))(from, event),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      expect(world).toEqual(nothing());
    },
  },
];

describe('mealDetailMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
