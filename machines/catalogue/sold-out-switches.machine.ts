import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { Meal } from '../../contract/meal';
import type { OptionGroup } from '../../contract/meal-options';
import { mealSoldOut, NOTHING_SOLD_OUT, optionSoldOut, type SoldOutState } from '../../contract/sold-out';
import { answeredOk, explainedOr, ifAnsweredOk, okOutput } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { notify } from '../shared/notify';
import type { Result } from '../shared/result';
import type { SoldOutBoard, SoldOutSwitch } from './sold-out-admin-api';

export const SOLD_OUT_LOAD_FAILED = /*i18n*/ 'Could not load the dishes.';
export const SOLD_OUT_SAVE_FAILED = /*i18n*/ 'Could not change it. Please try again.';

export type SoldOutSwitchEvent =
  | { type: 'soldOut.retry' }
  | ({ type: 'soldOut.switch' } & SoldOutSwitch)
  /** Shows one dish's options to switch them one by one; `closeOptions` hides them. */
  | { type: 'soldOut.options'; meal: number }
  | { type: 'soldOut.closeOptions' };

export interface ShownOptions {
  meal: number;
  groups: OptionGroup[];
}

export interface SoldOutSwitchContext {
  meals: Meal[];
  state: SoldOutState;
  /** The dish whose options are shown, once they are loaded. */
  options: ShownOptions | null;
  /** The switch being saved, so only its button waits. */
  saving: SoldOutSwitch | null;
}

/**
 * The kitchen's sold-out switches (kitchen screen, meal list): one tap marks a dish or one of its options sold out,
 * for good or until closing, and one tap brings it back. One change at a time; each answer is what is sold out now.
 */
export const soldOutSwitchesMachine = setup({
  types: {
    context: {} as SoldOutSwitchContext,
    events: {} as SoldOutSwitchEvent,
  },
  actors: {
    loadBoard: providedCall<Result<SoldOutBoard>>('loadBoard'),
    loadOptions: providedCall<Result<ShownOptions>, { meal: number }>('loadOptions'),
    switchSoldOut: providedCall<Result<SoldOutState>, SoldOutSwitch>('switchSoldOut'),
  },
  guards: { answeredOk },
  actions: {
    storeBoard: assign((_, board: SoldOutBoard) => ({ meals: board.meals, state: board.state })),
    storeState: assign({ state: (_, state: SoldOutState) => state, saving: null }),
    storeOptions: assign({ options: (_, options: ShownOptions) => options }),
    startSaving: assign({ saving: (_, change: SoldOutSwitch) => change }),
    stopSaving: assign({ saving: null }),
    closeOptions: assign({ options: null }),
    failed: emit((_, message: string) => notify('error', message)),
  },
}).createMachine({
  id: 'soldOutSwitches',
  context: { meals: [], state: NOTHING_SOLD_OUT, options: null, saving: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBoard',
        onDone: [{ guard: ifAnsweredOk, target: 'ready', actions: { type: 'storeBoard', params: okOutput } }, { target: 'failed' }],
        onError: 'failed',
      },
    },
    failed: { on: { 'soldOut.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: { 'soldOut.closeOptions': { actions: 'closeOptions' } },
      states: {
        idle: {
          on: {
            'soldOut.switch': {
              target: 'saving',
              actions: {
                type: 'startSaving',
                params: ({ event }) => ({ meal: event.meal, option: event.option, soldOut: event.soldOut, untilClosing: event.untilClosing }),
              },
            },
            'soldOut.options': 'loadingOptions',
          },
        },
        saving: {
          invoke: {
            src: 'switchSoldOut',
            input: ({ context }) => context.saving as SoldOutSwitch,
            onDone: [
              { guard: ifAnsweredOk, target: 'idle', actions: { type: 'storeState', params: okOutput } },
              { target: 'idle', actions: ['stopSaving', { type: 'failed', params: explainedOr(SOLD_OUT_SAVE_FAILED) }] },
            ],
            onError: { target: 'idle', actions: ['stopSaving', { type: 'failed', params: SOLD_OUT_SAVE_FAILED }] },
          },
        },
        loadingOptions: {
          invoke: {
            src: 'loadOptions',
            input: ({ event }) => ({ meal: (event as { meal: number }).meal }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: 'idle',
                actions: { type: 'storeOptions', params: okOutput },
              },
              { target: 'idle', actions: { type: 'failed', params: explainedOr(SOLD_OUT_LOAD_FAILED) } },
            ],
            onError: { target: 'idle', actions: { type: 'failed', params: SOLD_OUT_LOAD_FAILED } },
          },
        },
      },
    },
  },
});

export interface DishSwitch {
  id: number;
  name: string;
  soldOut: boolean;
  /** When it comes back by itself (ISO), null: until undone. */
  backAt: string | null;
  saving: boolean;
}

/** The switches as the screen shows them. */
export function selectSoldOutSwitches(snapshot: SnapshotFrom<typeof soldOutSwitchesMachine>) {
  const { meals, state, options, saving } = snapshot.context;
  const busy = (meal: number, option: number | null) => saving?.meal === meal && saving.option === option;
  const dishes: DishSwitch[] = meals.map((meal) => {
    const entry = mealSoldOut(state, meal.id);
    return { id: meal.id, name: meal.name, soldOut: !!entry, backAt: entry?.back_at ?? null, saving: busy(meal.id, null) };
  });
  return {
    status: snapshot.matches('loading') ? ('loading' as const) : snapshot.matches('failed') ? ('failed' as const) : ('ready' as const),
    dishes,
    busy: !snapshot.matches({ ready: 'idle' }),
    options: options && {
      meal: options.meal,
      name: meals.find((meal) => meal.id === options.meal)?.name ?? '',
      groups: options.groups.map((group) => ({
        id: group.id,
        name: group.name,
        options: group.options.map((option) => ({
          id: option.id,
          name: option.name,
          soldOut: optionSoldOut(state, options.meal, option.id),
          saving: busy(options.meal, option.id),
        })),
      })),
    },
    /** Whether a dish is sold out now: the kitchen's cards flag orders for later that hold one. */
    soldOutMeals: new Set(state.meals.map((entry) => entry.meal)),
  };
}
export type SoldOutSwitchesView = ReturnType<typeof selectSoldOutSwitches>;
