import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { notify, type NotifyEvent } from './notify';
import { ifAnsweredOk, settleRead } from './answer';
import { confirmingDelete, selectedRow } from './confirm-delete';
import type { Result } from './result';

/** What a row of an admin list needs: its id to delete it by, its name for the delete question. */
export interface Listed {
  id: number;
  name: string;
}

/** One page of a list as the server answers it (`?page=&page_size=`). */
export interface ListPage<Item> {
  count: number;
  results: Item[];
}

export type PagedListEvent =
  | { type: 'pagedList.open' }
  | { type: 'pagedList.page'; page: number }
  | { type: 'pagedList.search'; text: string }
  | { type: 'pagedList.retry' }
  | { type: 'pagedList.delete'; id: number }
  | { type: 'pagedList.delete.confirm' }
  | { type: 'pagedList.delete.cancel' };

export interface PagedListContext<Item> {
  /** Fixed for each list; kept here so that one selector serves every list. */
  pageSize: number;
  page: number;
  search: string;
  items: Item[];
  /** Items in the whole list (paging), or the number found (searching). */
  count: number;
  selected: number | null;
}

export interface PagedListOptions {
  /** The flow's name ('userList'): the machine's id. */
  id: string;
  pageSize: number;
  /**
   * The toast after a delete, and after one that failed with nothing better to say
   * (docs/rules/texts.md#error-catalogue).
   */
  deleted: string;
  deleteFailed: string;
  /** What a refused delete says; `deleteFailed` unless the list shows the server's reasons. */
  refusal?: (answer: Result<unknown>) => string;
  /**
   * A 404 on delete means someone else deleted the item meanwhile: the list was out of date, so it reloads
   * (saying the refusal) instead of staying as it was.
   */
  reloadWhenGone?: boolean;
}

const searching = (context: { search: string }) => context.search.trim() !== '';
/** The last item of a later page gone: show the page before it. */
const pageAfterDelete = (context: PagedListContext<unknown>) =>
  context.items.length === 1 && context.page > 1 ? context.page - 1 : context.page;

/**
 * An admin list (docs/rules/screens.md#admin-screens and docs/rules/states.md#search and
 * docs/rules/texts.md#error-catalogue): pages of `pageSize`, or, while the search box holds text, every match with
 * paging off. A new page or a new search drops the answer still on its way. Delete asks first; a refusal is a toast and
 * the list stays.
 */
export function pagedListMachine<Item extends Listed>(options: PagedListOptions) {
  const { id, pageSize, deleted, deleteFailed, refusal = () => deleteFailed, reloadWhenGone = false } = options;
  const fresh = (): PagedListContext<Item> => ({ pageSize, page: 1, search: '', items: [], count: 0, selected: null });
  return setup({
    types: {
      context: {} as PagedListContext<Item>,
      events: {} as PagedListEvent,
      emitted: {} as NotifyEvent,
    },
    actors: {
      loadPage: fromPromise<Result<ListPage<Item>>, { page: number }>(async () => {
        throw new Error('loadPage is provided at the app boundary');
      }),
      search: fromPromise<Result<Item[]>, { text: string }>(async () => {
        throw new Error('search is provided at the app boundary');
      }),
      remove: fromPromise<Result<string>, { id: number }>(async () => {
        throw new Error('remove is provided at the app boundary');
      }),
    },
    guards: {
      searching: ({ context }) => searching(context),
      notSearching: ({ context }) => !searching(context),
      answeredOk: (_, answer: Result<unknown>) => answer.ok,
      alreadyGone: (_, answer: Result<unknown>) => reloadWhenGone && !answer.ok && answer.status === 404,
    },
    actions: {
      setPage: assign((_, { count, results }: ListPage<Item>) => ({ count, items: results })),
      setFound: assign((_, items: Item[]) => ({ items, count: items.length })),
      forgetSelected: assign({ selected: null }),
      reloadAfterDelete: assign(({ context }) => ({ selected: null, page: pageAfterDelete(context) })),
      sayDeleted: emit(notify('success', deleted)),
      sayRefused: emit((_, answer: Result<unknown>) => notify('error', refusal(answer))),
      sayDeleteFailed: emit(notify('error', deleteFailed)),
    },
  }).createMachine({
    id,
    context: fresh,
    initial: 'loading',
    on: {
      // The list is kept for the visit: shown again, it reads its page (or its search) afresh where the admin left it.
      'pagedList.open': { target: '.loading', reenter: true, actions: 'forgetSelected' },
      'pagedList.search': { target: '.loading', reenter: true, actions: assign({ search: ({ event }) => event.text }) },
    },
    states: {
      // Which read answers depends on the search box.
      loading: {
        always: [{ guard: 'searching', target: 'searching' }, { target: 'paging' }],
      },
      paging: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ page: context.page }),
          ...settleRead('setPage', 'ready', 'failed'),
        },
      },
      searching: {
        invoke: {
          src: 'search',
          input: ({ context }) => ({ text: context.search.trim() }),
          ...settleRead('setFound', 'ready', 'failed'),
        },
      },
      failed: {
        on: { 'pagedList.retry': 'loading' },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'pagedList.page': {
                guard: 'notSearching',
                target: `#${id}.loading`,
                actions: assign({ page: ({ event }) => event.page }),
              },
              'pagedList.delete': { target: 'confirming', actions: assign({ selected: ({ event }) => event.id }) },
            },
          },
          confirming: confirmingDelete('pagedList', 'forgetSelected'),
          deleting: {
            invoke: {
              src: 'remove',
              input: selectedRow,
              onDone: [
                {
                  guard: ifAnsweredOk,
                  target: `#${id}.loading`,
                  actions: ['reloadAfterDelete', 'sayDeleted'],
                },
                {
                  guard: { type: 'alreadyGone', params: ({ event }) => event.output },
                  target: `#${id}.loading`,
                  actions: ['reloadAfterDelete', { type: 'sayRefused', params: ({ event }) => event.output }],
                },
                {
                  target: 'idle',
                  actions: ['forgetSelected', { type: 'sayRefused', params: ({ event }) => event.output }],
                },
              ],
              onError: { target: 'idle', actions: ['forgetSelected', 'sayDeleteFailed'] },
            },
          },
        },
      },
    },
  });
}

export type PagedListMachine<Item extends Listed> = ReturnType<typeof pagedListMachine<Item>>;
export type PagedListActor<Item extends Listed> = ActorRefFrom<PagedListMachine<Item>>;

export interface PagedListView<Item> {
  status: 'loading' | 'failed' | 'ready';
  search: string;
  /** Paging is off while searching (docs/rules/states.md#search). */
  paging: { page: number; count: number; pageSize: number } | null;
  items: Item[];
  confirmDelete: { id: number; name: string; deleting: boolean } | null;
}

type Snapshot<Item> = { context: PagedListContext<Item>; matches: (state: never) => boolean };

export function selectPagedList<Item extends Listed>(snapshot: Snapshot<Item>): PagedListView<Item> {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  const confirming = is('ready.confirming') || is('ready.deleting');
  return {
    status: is('paging') || is('searching') ? 'loading' : is('failed') ? 'failed' : 'ready',
    search: context.search,
    paging: searching(context) ? null : { page: context.page, count: context.count, pageSize: context.pageSize },
    items: context.items,
    confirmDelete:
      confirming && context.selected !== null
        ? {
            id: context.selected,
            name: context.items.find((item) => item.id === context.selected)?.name ?? '',
            deleting: is('ready.deleting'),
          }
        : null,
  };
}
