import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview';

setProjectAnnotations([preview]);

type StoriesModule = Parameters<typeof composeStories>[0];
/** What this test needs of a composed story. */
interface RunnableStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}
const modules = import.meta.glob<StoriesModule>('../stories/**/*.stories.tsx', { eager: true });

describe('every story renders and plays', () => {
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
          }
        });
      }
    });
  }
});
