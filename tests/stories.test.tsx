import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { toast } from 'sonner';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from 'storybook/test';
import * as preview from '../.storybook/preview';

setProjectAnnotations([preview]);

type StoriesModule = Parameters<typeof composeStories>[0];
/** What this test needs of a composed story. */
interface RunnableStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}
const modules = import.meta.glob<StoriesModule>('../stories/**/*.stories.tsx', { eager: true });

/**
 * Sonner keeps its toasts in module state, outside any story, and a newly mounted toaster replays the ones not yet
 * dismissed: one story's toast would show in the next story's canvas and be found by its checks.
 */
async function dismissToasts() {
  toast.dismiss();
  if (!document.querySelector('[data-sonner-toast]')) return;
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 2_000 });
}

/**
 * Portable stories unmount a story only when the next one runs, so the last story would stay mounted (its timers and
 * renders alive) while jsdom is torn down: React's scheduler then meets no `window` (an unhandled error in a CI run).
 * An empty story run last takes it off the page.
 */
async function unmountLastStory() {
  const Empty = composeStory({ render: () => <></> }, { title: 'Cleanup' }) as unknown as RunnableStory;
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  await Empty.run({ canvasElement });
  canvasElement.remove();
  await dismissToasts();
}

describe('every story renders and plays', () => {
  afterAll(unmountLastStory);

  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6);
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace('../stories/', ''), () => {
      for (const [name, Story] of Object.entries<RunnableStory>(composeStories(module))) {
        it(name, async () => {
          const canvasElement = document.createElement('div');
          document.body.append(canvasElement);
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          try {
            await Story.run({ canvasElement });
            expect(canvasElement.childElementCount).toBeGreaterThan(0);
            expect(errors).toEqual([]);
          } finally {
            window.removeEventListener('error', onError);
            canvasElement.remove();
            await dismissToasts();
          }
        });
      }
    });
  }
});
