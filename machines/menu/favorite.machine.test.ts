import { describe, expect } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { favoriteMachine, selectFavorite } from './favorite.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { changesNothing, itReplaysEveryRule, toast } from '../shared/testing/rules';
import { ADMIN_REFUSED, LOGIN_FIRST } from '../shared/testing/spec-texts';

const idOf = (state: string) => invocationOf(favoriteMachine, `favorite.${state}`);
const done = (state: string) => doneOf(idOf(state));
const threw = (state: string) => errorOf(idOf(state));
type Call = 'checking' | 'adding' | 'removing';

// docs/rules/texts.md#validation-texts and docs/rules/texts.md#error-catalogue, word for word; 'Added to favorites!' is
// the server's message.
const TEXT = {
  loginFirst: LOGIN_FIRST,
  admin: ADMIN_REFUSED,
  added: 'Added to favorites!',
  removed: 'Removed from favorites!',
  removeFailed: 'Error removing favorite meal.',
  unknownMeal: 'Meal does not exist',
};

const edges = edgesOf(favoriteMachine, {
  events: (state) => [
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'favorite.open', mealId: 7, role })),
    ...(['visitor', 'customer', 'admin'] as const).map((role) => ({ type: 'favorite.toggle', role })),
    ...(state.matches('checking')
      ? [
          { type: done('checking'), output: ok(true) },
          { type: done('checking'), output: ok(false) },
          { type: done('checking'), output: failure('Something went wrong', 500) },
          { type: threw('checking'), error: new Error('isFavorited threw') },
        ]
      : []),
    ...(['adding', 'removing'] as const).flatMap((call) =>
      state.matches(call)
        ? [
            { type: done(call), output: ok(call === 'adding' ? TEXT.added : TEXT.removed) },
            { type: done(call), output: failure(TEXT.unknownMeal, 400) },
            { type: done(call), output: failure('Something went wrong') },
            { type: threw(call), error: new Error(`${call} threw`) },
          ]
        : [],
    ),
  ],
});

interface World {
  calls: Array<[Call, number]>;
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ calls: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) => {
    const fake = <T,>(call: Call) =>
      fakeCall<Result<T>, { mealId: number }>(calls, (input) => world().calls.push([call, input.mealId]));
    return favoriteMachine.provide({
      actors: {
        isFavorited: fake<boolean>('checking'),
        addFavorite: fake<string>('adding'),
        removeFavorite: fake<string>('removing'),
      },
    });
  },
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) => selectFavorite(snapshot as unknown as Parameters<typeof selectFavorite>[0]);
const answeredBy = (call: Call, test: (output: Result<unknown> | null) => boolean) => (_: unknown, event: GraphEvent) =>
  (event.type === done(call) && test(event.output as Result<unknown>)) || (event.type === threw(call) && test(null));
const isOk = (output: Result<unknown> | null) => output !== null && output.ok;
const toggleBy = (role: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'favorite.toggle' && event.role === role && from.matches('idle');

/** The server answered (or could not): the heart settles `on` and one toast says how it went. */
const settles =
  (
    on: boolean,
    level: NotifyEvent['level'],
    message: (output: Result<unknown> | undefined) => string,
  ): Rule<World>['holds'] =>
  (_, event, to, world) => {
    const output = event.output as Result<unknown> | undefined;
    expect(view(to)).toEqual({ on, busy: false });
    expect(world).toEqual({ ...nothing(), toasts: [toast(level, message(output))] });
  };

const rules: Rule<World>[] = [
  {
    title: "favourite: a customer opening a meal's page reads whether it is a favourite (GET ?meal_id=)",
    applies: (_, event) => event.type === 'favorite.open' && event.role === 'customer',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ on: false, busy: true });
      expect(world).toEqual({ ...nothing(), calls: [['checking', 7]] });
    },
  },
  {
    title: 'favourite: visitors and admins have none, and nothing is asked',
    applies: (_, event) => event.type === 'favorite.open' && event.role !== 'customer',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ on: false, busy: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'favourite: the heart shows what the server said (off when it could not say)',
    applies: answeredBy('checking', () => true),
    holds: (_, event, to, world) => {
      const output = event.type === done('checking') ? (event.output as Result<boolean>) : null;
      expect(view(to)).toEqual({ on: output?.ok === true && output.data, busy: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "favourite: a visitor's toggle gets 'please login first..'",
    applies: toggleBy('visitor'),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.loginFirst)] });
    },
  },
  {
    title: "favourite: an admin's toggle gets the server's 403 words 'you can't perform this action as admin...'",
    applies: toggleBy('admin'),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [toast('warning', TEXT.admin)] });
    },
  },
  {
    title: "favourite: a customer's toggle adds when off and removes when on",
    applies: toggleBy('customer'),
    holds: (from, _, to, world) => {
      expect(view(to)).toEqual({ on: from.context.on, busy: true });
      expect(world).toEqual({ ...nothing(), calls: [[from.context.on ? 'removing' : 'adding', from.context.mealId ?? 0]] });
    },
  },
  {
    title: "favourite: added, the heart is on and the server's message shows",
    applies: answeredBy('adding', isOk),
    holds: settles(true, 'success', () => TEXT.added),
  },
  {
    title: "favourite: a failed add shows the server's message and the heart stays off",
    applies: answeredBy('adding', (output) => !isOk(output)),
    holds: settles(false, 'error', (output) => (output && !output.ok ? output.message : 'Something went wrong')),
  },
  {
    title: "favourite: removed, the heart is off and 'Removed from favorites!' shows",
    applies: answeredBy('removing', isOk),
    holds: settles(false, 'success', () => TEXT.removed),
  },
  {
    title: "favourite: a failed removal shows the server's message, else 'Error removing favorite meal.', and stays on",
    applies: answeredBy('removing', (output) => !isOk(output)),
    holds: settles(true, 'error', (output) =>
      output && !output.ok && output.status !== undefined ? TEXT.unknownMeal : TEXT.removeFailed,
    ),
  },
  {
    title: 'favourite: toggling while the server is being asked changes nothing',
    applies: (from, event) => event.type === 'favorite.toggle' && !from.matches('idle'),
    holds: changesNothing(nothing),
  },
];

describe('favoriteMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
