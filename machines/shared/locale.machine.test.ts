import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { localeMachine, type Locale } from './locale.machine';
import { selectLocale } from './locale-view';
import { answersOf, fakeCall } from './testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from './testing/graph-replay';
import { replayHarness } from './testing/replay-harness';
import { itReplaysEveryRule } from './testing/rules';

const [LOADED] = answersOf(localeMachine, 'locale.loading');

interface World {
  /** The languages the pages were put in (Lingui activated, `<html lang>` set), in order. */
  applied: Locale[];
  /** What the browser was told to remember. */
  remembered: Locale[];
  /** The languages whose texts were asked for. */
  loads: Locale[];
}

const nothing = (): World => ({ applied: [], remembered: [], loads: [] });

const events = (state: AnyMachineSnapshot): GraphEvent[] =>
  state.matches('loading')
    ? [
        { type: LOADED, output: true },
        { type: LOADED, output: false },
      ]
    : [
        { type: 'locale.choose', locale: 'en' },
        { type: 'locale.choose', locale: 'ne' },
      ];

const harnessFor = (remembered: Locale | null) =>
  replayHarness<World>({
    nothing,
    input: { remembered },
    logic: ({ world, calls }) =>
      localeMachine.provide({
        actors: { loadTexts: fakeCall<boolean, { locale: Locale }>(calls, ({ locale }) => world().loads.push(locale)) },
        actions: {
          apply: (_, { locale }) => void world().applied.push(locale),
          remember: (_, { locale }) => void world().remembered.push(locale),
        },
      }),
  });

const choosing = (from: AnyMachineSnapshot, event: GraphEvent) => event.type === 'locale.choose' && from.matches('ready');
const answered = (loaded: boolean) => (_: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === LOADED && event.output === loaded;

const rules: Rule<World>[] = [
  {
    title: 'locale: choosing the language already shown changes nothing',
    applies: (from, event) => choosing(from, event) && event.locale === from.context.locale,
    holds: (from, _, to, world) => {
      expect(to.value).toBe('ready');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'locale: choosing another language remembers it and loads its texts, the pages staying as they are meanwhile',
    applies: (from, event) => choosing(from, event) && event.locale !== from.context.locale,
    holds: (from, event, to, world) => {
      expect(to.value).toBe('loading');
      expect(to.context).toEqual({ locale: from.context.locale, wanted: event.locale, failed: false });
      expect(selectLocale(to as never)).toEqual({ locale: from.context.locale, loading: true, failed: false });
      expect(world).toEqual({ applied: [], remembered: [event.locale], loads: [event.locale] });
    },
  },
  {
    title: 'locale: once the texts are loaded the pages are put in the new language',
    applies: answered(true),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('ready');
      expect(to.context).toEqual({ locale: from.context.wanted, wanted: from.context.wanted, failed: false });
      expect(world).toEqual({ applied: [from.context.wanted], remembered: [], loads: [] });
    },
  },
  {
    title: 'locale: texts that could not load leave the pages in the language they were in, and say so',
    applies: answered(false),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('ready');
      expect(to.context).toEqual({ locale: from.context.locale, wanted: from.context.locale, failed: true });
      expect(selectLocale(to as never).failed).toBe(true);
      expect(world).toEqual({ applied: [from.context.locale], remembered: [], loads: [] });
    },
  },
];

describe('locale machine, a first visit (nothing remembered): English at once, every edge replayed', () => {
  const edges = edgesOf(localeMachine, { events, input: { remembered: null } });
  itReplaysEveryRule(edges, rules, harnessFor(null));
});

describe('locale machine, a browser that remembers Nepali: nothing is shown until its texts are loaded', () => {
  const edges = edgesOf(localeMachine, { events, input: { remembered: 'ne' } });
  itReplaysEveryRule(edges, rules, harnessFor('ne'));
});

describe('locale machine, at start', () => {
  it('with nothing remembered, puts the pages in English at once and loads nothing', () => {
    const harness = harnessFor(null)();
    expect(harness.snapshot().value).toBe('ready');
    expect(harness.take()).toEqual({ applied: ['en'], remembered: [], loads: [] });
    harness.stop();
  });

  it('remembering Nepali, applies no language until the Nepali texts are loaded (no flash of English)', () => {
    const harness = harnessFor('ne')();
    expect(harness.snapshot().value).toBe('loading');
    expect(harness.take()).toEqual({ applied: [], remembered: [], loads: ['ne'] });
    harness.stop();
  });
});
