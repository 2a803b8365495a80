import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Meal, MealPage } from '../../contract/meal';
import { MEAL_PAGE_SIZE, mealListMachine, selectMealList, type MealListEvent } from './meal-list.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const eventsOf = (state: string) => {
  const id = mealListMachine.getStateNodeById(`mealList.${state}`).invoke[0]!.id;
  return { done: `xstate.done.actor.${id}`, error: `xstate.error.actor.${id}` };
};
const PAGE = eventsOf('paging');
const SEARCH = eventsOf('searching');
const REMOVE = eventsOf('ready.deleting');

const meal = (id: number, name: string): Meal => ({
  id,
  name,
  description: 'A dish of the house.',
  price: 100 + id,
  half_plate_price: null,
  meal_type: 'Piece',
  ingredients: 'flour, water',
  main_image: null,
  image1: null,
  image2: null,
  category: null,
  is_non_veg: false,
  rating: null,
  rating_count: 0,
  created_at: '2026-01-01T00:00:00Z',
});
const pageTwo: MealPage = { count: 9, results: [meal(9, 'Sel Roti')] };
const pageOne: MealPage = { count: 9, results: [meal(1, 'Momo'), meal(2, 'Thukpa')] };
const matches = [meal(1, 'Momo')];

const edges = edgesOf(mealListMachine, {
  events: (state) => [
    { type: 'mealList.open' },
    { type: 'mealList.search', text: '' },
    { type: 'mealList.search', text: ' momo ' },
    ...(state.matches('paging')
      ? [
          { type: PAGE.done, output: ok(state.context.page === 2 ? pageTwo : pageOne) },
          { type: PAGE.done, output: failure('Something went wrong', 500) },
          { type: PAGE.error, error: new Error('threw') },
        ]
      : []),
    ...(state.matches('searching')
      ? [
          { type: SEARCH.done, output: ok(matches) },
          { type: SEARCH.done, output: failure('Something went wrong', 500) },
          { type: SEARCH.error, error: new Error('threw') },
        ]
      : []),
    ...(state.matches('failed') ? [{ type: 'mealList.retry' }] : []),
    ...(state.matches({ ready: 'idle' })
      ? [{ type: 'mealList.page', page: 2 }, { type: 'mealList.delete', id: state.context.meals[0]?.id ?? 1 }]
      : []),
    ...(state.matches({ ready: 'confirming' }) ? [{ type: 'mealList.delete.confirm' }, { type: 'mealList.delete.cancel' }] : []),
    ...(state.matches({ ready: 'deleting' })
      ? [
          { type: REMOVE.done, output: ok('Meal deleted successfully...') },
          { type: REMOVE.done, output: failure('Not found.', 404) },
          { type: REMOVE.error, error: new Error('threw') },
        ]
      : []),
  ],
});

interface World {
  pages: number[];
  searches: string[];
  removes: number[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ pages: [], searches: [], removes: [], toasts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const waitFor = <T,>(key: string) =>
    new Promise<T>((resolve, reject) => pending.set(key, { resolve: resolve as (value: unknown) => void, reject }));
  const actor = createActor(
    mealListMachine.provide({
      actors: {
        loadPage: fromPromise<Result<MealPage>, { page: number }>(({ input }) => {
          world.pages.push(input.page);
          return waitFor(PAGE.done);
        }),
        search: fromPromise<Result<Meal[]>, { text: string }>(({ input }) => {
          world.searches.push(input.text);
          return waitFor(SEARCH.done);
        }),
        remove: fromPromise<Result<string>, { id: number }>(({ input }) => {
          world.removes.push(input.id);
          return waitFor(REMOVE.done);
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const key = event.type.replace('xstate.error.', 'xstate.done.');
      const answer = pending.get(key);
      if (key.startsWith('xstate.done.')) {
        if (!answer) throw new Error(`${event.type} with nothing in flight`);
        pending.delete(key);
        if (event.type === key) answer.resolve(event.output);
        else answer.reject(event.error);
        await settle();
      } else {
        actor.send(event as MealListEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

type Snapshot = Parameters<typeof selectMealList>[0];
const view = (snapshot: AnyMachineSnapshot) => selectMealList(snapshot as unknown as Snapshot);
const quiet = (world: World) => expect(world).toEqual(nothing());
const at = (state: object | string, ...types: string[]) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches(state) && types.includes(event.type);
const answeredOk = (event: GraphEvent) => (event.output as Result<unknown> | undefined)?.ok === true;
const searchingFor = (text: string) => text.trim() !== '';
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });

const rules: Rule<World>[] = [
  {
    title: 'meal list: opening it asks for page 1 of 8 (GET /meal/meals/?page=1&page_size=8)',
    applies: (_, event) => event.type === 'mealList.open',
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', search: '', paging: { page: 1, pageSize: MEAL_PAGE_SIZE } });
      expect(world).toEqual({ ...nothing(), pages: [1] });
    },
  },
  {
    title: 'meal list: search text turns paging off and asks GET /meal/search/ (trimmed); clearing it pages again',
    applies: (_, event) => event.type === 'mealList.search',
    holds: (from, event, to, world) => {
      const text = event.text as string;
      expect(view(to).status).toBe('loading');
      expect(view(to).paging === null).toBe(searchingFor(text));
      // A new search drops the answer still on its way: whatever was asked before, only this one counts.
      expect(world).toEqual(
        searchingFor(text) ? { ...nothing(), searches: ['momo'] } : { ...nothing(), pages: [from.context.page] },
      );
    },
  },
  {
    title: 'meal list: a page arrives with its count',
    applies: (from, event) => at('paging', PAGE.done)(from, event) && answeredOk(event),
    holds: (from, _, to, world) => {
      const expected = from.context.page === 2 ? pageTwo : pageOne;
      expect(view(to)).toMatchObject({ status: 'ready', meals: expected.results, paging: { count: 9, page: from.context.page } });
      quiet(world);
    },
  },
  {
    title: 'meal list: matches arrive, with no paging',
    applies: (from, event) => at('searching', SEARCH.done)(from, event) && answeredOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', meals: matches, paging: null });
      quiet(world);
    },
  },
  {
    title: "meal list: a failed read shows 'Error loading meals...' (status failed); retry asks again",
    applies: (from, event) =>
      (at('paging', PAGE.done)(from, event) && !answeredOk(event)) ||
      (at('searching', SEARCH.done)(from, event) && !answeredOk(event)) ||
      at('paging', PAGE.error)(from, event) ||
      at('searching', SEARCH.error)(from, event) ||
      at('failed', 'mealList.retry')(from, event),
    holds: (from, event, to, world) => {
      if (event.type === 'mealList.retry') {
        expect(view(to).status).toBe('loading');
        expect(world.pages.length + world.searches.length).toBe(1);
      } else {
        expect(view(to).status).toBe('failed');
        expect(view(to).search).toBe(from.context.search);
        quiet(world);
      }
    },
  },
  {
    title: 'meal list: another page is asked for while paging; while searching there are no pages',
    applies: at({ ready: 'idle' }, 'mealList.page'),
    holds: (from, _, to, world) => {
      if (searchingFor(from.context.search)) {
        expect(to.context).toEqual(from.context);
        quiet(world);
      } else {
        expect(view(to)).toMatchObject({ status: 'loading', paging: { page: 2 } });
        expect(world).toEqual({ ...nothing(), pages: [2] });
      }
    },
  },
  {
    title: "meal list: delete asks 'Are you sure you want to delete this Meal?' first; cancel deletes nothing",
    applies: (from, event) =>
      at({ ready: 'idle' }, 'mealList.delete')(from, event) || at({ ready: 'confirming' }, 'mealList.delete.cancel')(from, event),
    holds: (_, event, to, world) => {
      if (event.type === 'mealList.delete') expect(view(to).confirmDelete).toMatchObject({ id: event.id, deleting: false });
      else expect(view(to).confirmDelete).toBeNull();
      quiet(world);
    },
  },
  {
    title: 'meal list: yes sends DELETE /meal/{id}/delete/',
    applies: at({ ready: 'confirming' }, 'mealList.delete.confirm'),
    holds: (from, _, to, world) => {
      expect(view(to).confirmDelete?.deleting).toBe(true);
      expect(world).toEqual({ ...nothing(), removes: [from.context.selected] });
    },
  },
  {
    title: "meal list: 'Meal deleted successfully...' and the list reloads, or 'Error deleting meal. Please try again.'",
    applies: at({ ready: 'deleting' }, REMOVE.done, REMOVE.error),
    holds: (from, event, to, world) => {
      expect(view(to).confirmDelete).toBeNull();
      if (answeredOk(event)) {
        const reload = searchingFor(from.context.search)
          ? { searches: ['momo'] }
          : // The last meal of a later page gone: the page before it.
            { pages: [from.context.meals.length === 1 && from.context.page > 1 ? from.context.page - 1 : from.context.page] };
        expect(world).toEqual({ ...nothing(), ...reload, toasts: [toast('success', 'Meal deleted successfully...')] });
      } else {
        expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Error deleting meal. Please try again.')] });
      }
    },
  },
];

describe('mealListMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('the meal list search', () => {
  it('drops an answer that arrives after a newer search was typed', async () => {
    const answers = new Map<string, (value: Result<Meal[]>) => void>();
    const actor = createActor(
      mealListMachine.provide({
        actors: {
          loadPage: fromPromise(async () => ok(pageOne)),
          search: fromPromise<Result<Meal[]>, { text: string }>(
            ({ input }) => new Promise((resolve) => answers.set(input.text, resolve)),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'mealList.search', text: 'mo' });
    actor.send({ type: 'mealList.search', text: 'momo' });
    answers.get('momo')!(ok(matches));
    await settle();
    answers.get('mo')!(ok([meal(5, 'Aloo Mo')]));
    await settle();
    expect(selectMealList(actor.getSnapshot()).meals).toEqual(matches);
    actor.stop();
  });
});
