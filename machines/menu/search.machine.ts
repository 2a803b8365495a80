import { assign, fromPromise, setup } from 'xstate';
import { answeredOk, ifAnsweredOk } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { Meal } from '../../contract/meal';
import type { Result } from '../shared/result';
import type { MealCustomerApi } from './meal-customer-api';

// docs/rules/texts.md#screen-texts, word for word.
export const SEARCH_LOADING = /*i18n*/ 'Loading meals...';
export const SEARCH_FAILED = /*i18n*/ 'Error loading meals';
export const SEARCH_EMPTY = /*i18n*/ 'No meals found';

/** How long typing must pause before the box is searched: one request per word, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchEvent = { type: 'search.change'; text: string } | { type: 'search.retry' };

interface SearchContext {
  /** What the box shows, as typed. */
  text: string;
  /** The trimmed text the results are (or will be) for. */
  term: string;
  results: Meal[] | null;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * /search (docs/rules/screens.md#search and docs/rules/states.md#search): nothing is asked while the trimmed text is
 * empty; otherwise, once typing pauses, the term is searched. A change while a search is in flight abandons it, so an
 * older answer can never replace a newer one.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    search: providedCall<Result<Meal[]>, { term: string }>('search'),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    blankChange: ({ event }) => event.type === 'search.change' && isBlank(event.text),
    answeredOk,
  },
  actions: {
    clear: assign({
      text: ({ event }) => (event.type === 'search.change' ? event.text : ''),
      term: '',
      results: null,
    }),
    setTerm: assign({
      text: ({ event, context }) => (event.type === 'search.change' ? event.text : context.text),
      term: ({ event, context }) => (event.type === 'search.change' ? event.text.trim() : context.term),
      results: null,
    }),
    setResults: assign({ results: (_, results: Meal[]) => results }),
  },
}).createMachine({
  id: 'search',
  context: { text: '', term: '', results: null },
  initial: 'blank',
  on: {
    'search.change': [
      { guard: 'blankChange', target: '.blank', actions: 'clear' },
      // Re-entering restarts the pause and stops a search in flight: its answer is no longer wanted.
      { target: '.waiting', reenter: true, actions: 'setTerm' },
    ],
  },
  states: {
    blank: {},
    waiting: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ term: context.term }),
        onDone: [
          {
            guard: ifAnsweredOk,
            target: 'ready',
            actions: { type: 'setResults', params: ({ event }) => (event.output.ok ? event.output.data : []) },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: {
      on: { 'search.retry': 'searching' },
    },
  },
});

export interface SearchView {
  text: string;
  status: 'blank' | 'loading' | 'ready' | 'failed';
  results: Meal[];
}

export function selectSearch(snapshot: {
  context: SearchContext;
  matches: (state: 'blank' | 'ready' | 'failed') => boolean;
}): SearchView {
  const { text, results } = snapshot.context;
  const status = (['blank', 'ready', 'failed'] as const).find((state) => snapshot.matches(state)) ?? 'loading';
  return { text, status, results: results ?? [] };
}

/** The flow on real (or fake) calls; its screen starts it when first shown. */
export const createSearchLogic = (api: Pick<MealCustomerApi, 'searchMeals'>) =>
  searchMachine.provide({ actors: { search: fromPromise(({ input }) => api.searchMeals(input.term)) } });
