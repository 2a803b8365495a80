import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { NotifyEvent } from '../notify';
import type { Result } from '../result';
import type { GraphEvent, Rule } from './graph-replay';
import { answered, either, sent, toast } from './rules';
import { selectPagedList, type ListPage, type Listed, type PagedListMachine } from '../paged-list.machine';

/**
 * The rules of docs/rules/screens.md#admin-screens and docs/rules/states.md#search and
 * docs/rules/texts.md#error-catalogue every admin list keeps (user list, meal list), checked by its model test
 * (paged-list-model.ts). What a list's test gives: its fixtures, the calls and texts the rules name, and how it answers
 * a refused delete.
 */
export interface PagedListModel<Item extends Listed> {
  machine: PagedListMachine<Item>;
  /** What one row is ('user'): names the rules. */
  item: string;
  pageSize: number;
  /** The calls as docs/rules/api.md#the-api names them, for the rules' titles. */
  calls: { page: string; search: string; remove: string };
  /**
   * docs/rules/texts.md#error-catalogue: words: the read error (a title only: the page shows it), the delete question
   * and the toasts.
   */
  texts: { loadFailed: string; confirmDelete: string; deleted: string; deleteFailed: string };
  /** Page 1 and page 2 of a list of nine; page 2 holds one item, so deleting it goes back to page 1. */
  pageOne: ListPage<Item>;
  pageTwo: ListPage<Item>;
  /** A search as typed, with spaces around it (the list trims them), and what it finds. */
  search: { typed: string; matches: Item[] };
  /** Delete refusals the fake server gives, each with the toast it must show. */
  refusals: { answer: Result<string>; toast: string }[];
  /** The refusal rule in the spec's words: which reasons are shown. */
  refusalRule: string;
  /** A 404 on delete reloads the out-of-date list (the user list) instead of being one more refusal. */
  goneReloads: boolean;
}

/** What the world saw of a list: the calls it made, the toasts it showed. */
export interface World {
  pages: number[];
  searches: string[];
  removes: number[];
  toasts: NotifyEvent[];
}
export const nothing = (): World => ({ pages: [], searches: [], removes: [], toasts: [] });

const view = (snapshot: AnyMachineSnapshot) =>
  selectPagedList(snapshot as unknown as Parameters<typeof selectPagedList>[0]);
const quiet = (world: World) => expect(world).toEqual(nothing());
// Each done and error event below is offered only in the state that invokes its call (and each list event only in
// the state that takes it), so a rule names an edge by its event alone.
const isOk = (output: Result<unknown>) => output.ok;
const refused = (output: Result<unknown>) => !output.ok;
const gone = (output: Result<unknown>) => !output.ok && output.status === 404;
const searchingFor = (text: string) => text.trim() !== '';

/** The done and error event types of a list's three calls. */
export interface ListAnswers {
  PAGE: { done: string; error: string };
  SEARCH: { done: string; error: string };
  REMOVE: { done: string; error: string };
}

/** The spec's rules for one list, each claiming the edges of the graph it speaks for. */
export function pagedListRules<Item extends Listed>(
  model: PagedListModel<Item>,
  { PAGE, SEARCH, REMOVE }: ListAnswers,
) {
  const { item, calls, texts, pageOne, pageTwo, search, refusals, goneReloads } = model;
  const list = `${item} list`;
  const asked = search.typed.trim();
  const items = (state: AnyMachineSnapshot) => state.context.items as Item[];
  /** Refused, and not a 404 the list reloads after. */
  const stays = (output: Result<unknown>) => refused(output) && !(goneReloads && gone(output));
  const refusalToast = (event: GraphEvent) =>
    refusals.find((refusal) => JSON.stringify(refusal.answer) === JSON.stringify(event.output))?.toast ??
    texts.deleteFailed;
  /** What the list asks again after a delete: the same search, or the page (the one before, if it emptied). */
  const reloadAfterDelete = (from: AnyMachineSnapshot): Partial<World> =>
    searchingFor(from.context.search)
      ? { searches: [asked] }
      : { pages: [items(from).length === 1 && from.context.page > 1 ? from.context.page - 1 : from.context.page] };

  const rules: Rule<World>[] = [
    {
      title: `${list}: opening it again keeps its page and its search and asks for them afresh (${calls.page})`,
      applies: sent('pagedList.open'),
      holds: (from, _, to, world) => {
        const { page, search: text } = from.context;
        expect(view(to)).toMatchObject({
          status: 'loading',
          search: text,
          paging: searchingFor(text) ? null : { page, pageSize: model.pageSize },
        });
        expect(to.context.selected).toBeNull();
        expect(world).toEqual(searchingFor(text) ? { ...nothing(), searches: [asked] } : { ...nothing(), pages: [page] });
      },
    },
    {
      title: `${list}: search text turns paging off and asks ${calls.search} (trimmed); clearing it pages again`,
      applies: sent('pagedList.search'),
      holds: (from, event, to, world) => {
        const text = event.text as string;
        expect(view(to).status).toBe('loading');
        expect(view(to).paging === null).toBe(searchingFor(text));
        // A new search drops the answer still on its way: whatever was asked before, only this one counts.
        expect(world).toEqual(
          searchingFor(text) ? { ...nothing(), searches: [asked] } : { ...nothing(), pages: [from.context.page] },
        );
      },
    },
    {
      title: `${list}: a page arrives with its count`,
      applies: answered(PAGE.done, isOk),
      holds: (from, _, to, world) => {
        const expected = from.context.page === 2 ? pageTwo : pageOne;
        expect(view(to)).toMatchObject({
          status: 'ready',
          items: expected.results,
          paging: { count: expected.count, page: from.context.page },
        });
        quiet(world);
      },
    },
    {
      title: `${list}: matches arrive, with no paging`,
      applies: answered(SEARCH.done, isOk),
      holds: (_, __, to, world) => {
        expect(view(to)).toMatchObject({ status: 'ready', items: search.matches, paging: null });
        quiet(world);
      },
    },
    {
      title: `${list}: a failed read shows '${texts.loadFailed}' (status failed); retry asks again`,
      applies: either(
        answered(PAGE.done, refused),
        answered(SEARCH.done, refused),
        sent(PAGE.error),
        sent(SEARCH.error),
        sent('pagedList.retry'),
      ),
      holds: (from, event, to, world) => {
        if (event.type === 'pagedList.retry') {
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
      title: `${list}: another page is asked for while paging; while searching there are no pages`,
      applies: sent('pagedList.page'),
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
      title: `${list}: delete asks '${texts.confirmDelete}' first; cancel deletes nothing`,
      applies: either(sent('pagedList.delete'), sent('pagedList.delete.cancel')),
      holds: (from, event, to, world) => {
        if (event.type === 'pagedList.delete') {
          const name = items(from).find((one) => one.id === event.id)?.name;
          expect(view(to).confirmDelete).toEqual({ id: event.id, name, deleting: false });
        } else expect(view(to).confirmDelete).toBeNull();
        quiet(world);
      },
    },
    {
      title: `${list}: yes sends ${calls.remove}`,
      applies: sent('pagedList.delete.confirm'),
      holds: (from, _, to, world) => {
        expect(view(to).confirmDelete?.deleting).toBe(true);
        expect(world).toEqual({ ...nothing(), removes: [from.context.selected] });
      },
    },
    {
      title: `${list}: '${texts.deleted}' and the list reloads`,
      applies: answered(REMOVE.done, isOk),
      holds: (from, _, to, world) => {
        expect(view(to)).toMatchObject({ status: 'loading', confirmDelete: null });
        expect(world).toEqual({ ...nothing(), ...reloadAfterDelete(from), toasts: [toast('success', texts.deleted)] });
      },
    },
    ...(goneReloads
      ? [
          {
            title: `${list}: a ${item} already gone (404) shows the server's message and reloads the out-of-date list`,
            applies: answered(REMOVE.done, gone),
            holds: (from: AnyMachineSnapshot, event: GraphEvent, to: AnyMachineSnapshot, world: World) => {
              expect(view(to)).toMatchObject({ status: 'loading', confirmDelete: null });
              expect(world).toEqual({
                ...nothing(),
                ...reloadAfterDelete(from),
                toasts: [toast('error', refusalToast(event))],
              });
            },
          },
        ]
      : []),
    {
      title: `${list}: ${model.refusalRule}; the list stays`,
      applies: either(answered(REMOVE.done, stays), sent(REMOVE.error)),
      holds: (from, event, to, world) => {
        expect(view(to)).toMatchObject({ status: 'ready', confirmDelete: null, items: items(from) });
        expect(world).toEqual({ ...nothing(), toasts: [toast('error', refusalToast(event))] });
      },
    },
  ];
  return rules;
}
