// Runs inside Chromium: composes every story with the project's Storybook annotations and plays the one the test
// asks for (tests/stories.test.ts drives this page through `window.storyPlayer`).
import { i18n } from '@lingui/core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { toast } from 'sonner';
import { waitFor } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import * as preview from '../../.storybook/preview';
import { NEPALI_NUMBER_LOCALES } from '../../src/i18n/nepali-numbers';
import { englishLeftIn, isCatalogueText } from './english-left';
import type { PlayOutcome, StoryPlayer, Viewport } from './story-player';

setProjectAnnotations([preview]);

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the player needs of a composed story. */
interface RunnableStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
  globals: { viewport?: { value?: string } };
}

type Composed = Record<string, RunnableStory>;
// Each file imported when first asked for, on its own: one that fails to import (a screen half-way through a change)
// fails its own stories, not every other file's.
const loaders = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx');
const imported = new Map<string, Promise<Composed>>();
function storiesOf(file: string, locale: 'en' | 'ne' = 'en'): Promise<Composed> {
  const load = loaders[`../../stories/${file}`];
  if (!load) return Promise.reject(new Error(`no stories file ${file}`));
  const key = `${locale}:${file}`;
  if (!imported.has(key))
    imported.set(
      key,
      load().then((module) =>
        locale === 'en'
          ? (composeStories(module) as unknown as Composed)
          : // In Nepali a story is only drawn: its play function reads and types the English of the spec.
            (composeStories(withoutPlay(module), { initialGlobals: { locale } }) as unknown as Composed),
      ),
    );
  return imported.get(key)!;
}

async function activateNepali() {
  const [{ messages }, admin] = await Promise.all([import('../../src/i18n/nepali'), import('../../src/i18n/nepali-admin')]);
  i18n.load('ne', { ...messages, ...admin.messages });
  i18n.activate('ne', NEPALI_NUMBER_LOCALES);
}

const withoutPlay = (module: StoriesModule): StoriesModule =>
  Object.fromEntries(
    Object.entries(module).map(([name, story]) =>
      name === 'default' || typeof story !== 'object' || story === null ? [name, story] : [name, { ...story, play: undefined }],
    ),
  ) as StoriesModule;
const files = Object.keys(loaders).map((path) => path.replace('../../stories/', ''));

/**
 * Sonner keeps its toasts in module state, outside any story, and a newly mounted toaster replays the ones not yet
 * dismissed: one story's toast would show in the next story's canvas and be found by its checks.
 */
async function dismissToasts() {
  toast.dismiss();
  if (!document.querySelector('[data-sonner-toast]')) return;
  await waitFor(() => {
    if (document.querySelector('[data-sonner-toast]')) throw new Error('a toast is still on its way out');
  });
}

const describe = (reason: unknown) =>
  reason instanceof Error ? `${reason.name}: ${reason.message}\n${reason.stack ?? ''}` : String(reason);

async function play(file: string, name: string, locale: 'en' | 'ne' = 'en'): Promise<PlayOutcome> {
  const story = await storiesOf(file, locale).then(
    (composed) => composed[name],
    () => undefined,
  );
  if (!story) return { failure: `no story ${name} in ${file}`, errors: [] };
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(describe(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => errors.push(describe(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // A text shown where its catalogue was not loaded (docs/i18n.md) would read in English, or warn in production.
  // (A server's message no catalogue knows is shown as it came.)
  const stopListening = i18n.on('missing', ({ id, locale: missingIn }) => {
    if (isCatalogueText(id)) errors.push(`no ${missingIn} text for "${id}" where it is shown: is its catalogue imported there?`);
  });
  let failure: string | undefined;
  try {
    // As the app starts for a browser that remembers Nepali: Nepali before anything is drawn (the story before this
    // one left the shared i18n in English, which would draw the first frame and its toasts in English).
    if (locale === 'ne') await activateNepali();
    await story.run({ canvasElement });
    if (locale === 'ne') {
      // The story's language actor loads the Nepali texts first; the page is drawn once they are in.
      await waitFor(() => {
        if (i18n.locale !== 'ne' || canvasElement.childElementCount === 0) throw new Error('Nepali not shown yet');
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      errors.push(...englishLeftIn(canvasElement));
    }
    if (canvasElement.childElementCount === 0) failure = 'the story rendered nothing';
  } catch (reason) {
    failure = describe(reason);
  } finally {
    stopListening();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    canvasElement.remove();
    await dismissToasts();
  }
  return failure === undefined ? { errors } : { failure, errors };
}

/** The window size a story asks for with Storybook's viewport global (`mobile1` and the like), if any. */
function viewportOf(story: RunnableStory): Viewport | undefined {
  const name = story.globals.viewport?.value;
  if (!name) return undefined;
  const known = MINIMAL_VIEWPORTS[name as keyof typeof MINIMAL_VIEWPORTS];
  if (!known) throw new Error(`unknown viewport ${name}`);
  return { width: parseInt(known.styles.width, 10), height: parseInt(known.styles.height, 10) };
}

async function list() {
  const listed = await Promise.all(
    files.map(async (file) => {
      try {
        const entries = Object.entries(await storiesOf(file));
        const viewports = entries.flatMap(([name, story]) => {
          const viewport = viewportOf(story);
          return viewport ? [[name, viewport] as const] : [];
        });
        return [file, { names: entries.map(([name]) => name), viewports: Object.fromEntries(viewports) }] as const;
      } catch (reason) {
        return [file, { names: [], viewports: {}, importFailure: describe(reason) }] as const;
      }
    }),
  );
  return Object.fromEntries(listed);
}

window.storyPlayer = { list, play } satisfies StoryPlayer;
