import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** The languages the site speaks: English as the spec words it, and Nepali. */
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export interface LocaleContext {
  /** The language the pages are in. */
  locale: Locale;
  /** The language being loaded, or the one asked for at start. */
  wanted: Locale;
  /** The last choice could not load (offline): the pages stay in the language they were in. */
  failed: boolean;
}

/**
 * The language of the pages. English is always at hand; another language's texts load when it is first chosen,
 * and the choice is remembered by the browser. Until the remembered language is ready nothing is applied, so a
 * Nepali reader never sees the page flash in English.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    input: {} as { remembered: Locale | null },
    events: {} as { type: 'locale.choose'; locale: Locale },
  },
  actors: {
    // true once the language's texts are loaded; false when they could not be (an expected failure, not a throw).
    loadTexts: fromPromise<boolean, { locale: Locale }>(async () => true),
  },
  actions: {
    apply: (_, _params: { locale: Locale }) => {},
    remember: (_, _params: { locale: Locale }) => {},
  },
  guards: {
    wantsAnother: ({ context }) => context.wanted !== 'en',
    isNew: ({ context, event }) => event.locale !== context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: 'en', wanted: input.remembered ?? 'en', failed: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'wantsAnother', target: 'loading' },
        { target: 'ready', actions: { type: 'apply', params: { locale: 'en' } } },
      ],
    },
    loading: {
      invoke: {
        src: 'loadTexts',
        input: ({ context }) => ({ locale: context.wanted }),
        onDone: [
          {
            guard: ({ event }) => event.output,
            target: 'ready',
            actions: [
              assign({ locale: ({ context }) => context.wanted, failed: false }),
              { type: 'apply', params: ({ context }) => ({ locale: context.wanted }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ wanted: ({ context }) => context.locale, failed: true }),
              { type: 'apply', params: ({ context }) => ({ locale: context.locale }) },
            ],
          },
        ],
      },
    },
    ready: {
      on: {
        'locale.choose': {
          guard: 'isNew',
          target: 'loading',
          actions: [
            assign({ wanted: ({ event }) => event.locale, failed: false }),
            { type: 'remember', params: ({ event }) => ({ locale: event.locale }) },
          ],
        },
      },
    },
  },
});

export type LocaleSnapshot = SnapshotFrom<typeof localeMachine>;
