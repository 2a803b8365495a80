import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { failure, ok, type Result } from '../result';
import { answersOf, fakeCall, settle } from './fake-calls';
import { edgesOf } from './graph-replay';
import { into, replayHarness } from './replay-harness';
import { itReplaysEveryRule } from './rules';
import { selectPagedList, type ListPage, type Listed, type PagedListMachine } from '../paged-list.machine';
import { nothing, pagedListRules, type PagedListModel, type World } from './paged-list-rules';

/**
 * The model test every admin list runs (user list, meal list): the machine's graph replayed edge by edge into a
 * real actor with fake calls, each edge claimed by one rule of the spec (paged-list-rules.ts). A list's test file
 * gives its fixtures, the calls and texts the rules name, and how it answers a refused delete.
 */

/** Fresh actors whose calls wait until the replayed path answers them, recording what the world saw. */
const harnessOf = <Item extends Listed>(machine: PagedListMachine<Item>) =>
  replayHarness<World>({
    nothing,
    logic: ({ world, calls }) =>
      machine.provide({
        actors: {
          loadPage: fakeCall<Result<ListPage<Item>>, { page: number }>(calls, (input) =>
            world().pages.push(input.page),
          ),
          search: fakeCall<Result<Item[]>, { text: string }>(calls, (input) => world().searches.push(input.text)),
          remove: fakeCall<Result<string>, { id: number }>(calls, (input) => world().removes.push(input.id)),
        },
      }),
    emitted: { notify: into('toasts') },
  });

/** Registers the model test of one list: every edge claimed by exactly one rule, every rule replayed. */
export function describePagedListModel<Item extends Listed>(model: PagedListModel<Item>) {
  const { machine, texts, pageOne, pageTwo, search, refusals } = model;
  const list = `${model.item} list`;
  const answersIn = (state: string) => {
    const [done, error] = answersOf(machine, `${machine.id}.${state}`);
    return { done, error };
  };
  const PAGE = answersIn('paging');
  const SEARCH = answersIn('searching');
  const REMOVE = answersIn('ready.deleting');
  const asked = search.typed.trim();
  const items = (state: AnyMachineSnapshot) => state.context.items as Item[];

  const edges = edgesOf(machine, {
    events: (state) => [
      { type: 'pagedList.open' },
      { type: 'pagedList.search', text: '' },
      { type: 'pagedList.search', text: search.typed },
      ...(state.matches('paging')
        ? [
            { type: PAGE.done, output: ok(state.context.page === 2 ? pageTwo : pageOne) },
            { type: PAGE.done, output: failure('Something went wrong', 500) },
            { type: PAGE.error, error: new Error('threw') },
          ]
        : []),
      ...(state.matches('searching')
        ? [
            { type: SEARCH.done, output: ok(search.matches) },
            { type: SEARCH.done, output: failure('Something went wrong', 500) },
            { type: SEARCH.error, error: new Error('threw') },
          ]
        : []),
      ...(state.matches('failed') ? [{ type: 'pagedList.retry' }] : []),
      ...(state.matches({ ready: 'idle' })
        ? [
            { type: 'pagedList.page', page: 2 },
            { type: 'pagedList.delete', id: items(state).at(-1)?.id ?? 1 },
          ]
        : []),
      ...(state.matches({ ready: 'confirming' })
        ? [{ type: 'pagedList.delete.confirm' }, { type: 'pagedList.delete.cancel' }]
        : []),
      ...(state.matches({ ready: 'deleting' })
        ? [
            { type: REMOVE.done, output: ok(texts.deleted) },
            ...refusals.map(({ answer: output }) => ({ type: REMOVE.done, output })),
            { type: REMOVE.error, error: new Error('threw') },
          ]
        : []),
    ],
  });
  const rules = pagedListRules(model, { PAGE, SEARCH, REMOVE });

  describe(`${machine.id}Machine, every edge of its graph replayed into a real actor`, () => {
    itReplaysEveryRule(edges, rules, harnessOf(machine));
  });

  describe(`the ${list} search`, () => {
    it('drops an answer that arrives after a newer search was typed', async () => {
      const answers = new Map<string, (value: Result<Item[]>) => void>();
      const actor = createActor(
        machine.provide({
          actors: {
            loadPage: fromPromise(async () => ok(pageOne)),
            search: fromPromise<Result<Item[]>, { text: string }>(
              ({ input }) => new Promise((resolve) => answers.set(input.text, resolve)),
            ),
          },
        }),
      ).start();
      const earlier = asked.slice(0, 2);
      actor.send({ type: 'pagedList.search', text: earlier });
      actor.send({ type: 'pagedList.search', text: asked });
      answers.get(asked)!(ok(search.matches));
      await settle();
      answers.get(earlier)!(ok(pageTwo.results));
      await settle();
      expect(selectPagedList(actor.getSnapshot()).items).toEqual(search.matches);
      actor.stop();
    });
  });
}
