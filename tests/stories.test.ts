import { afterAll, describe, expect, it } from 'vitest';
import { openStories } from './stories-in-chromium/open-stories';

const session = await openStories();

describe('every story renders and plays in Chromium', () => {
  afterAll(() => session.close());

  it('finds the stories', () => {
    expect(Object.keys(session.stories).length).toBeGreaterThanOrEqual(6);
  });

  for (const [file, { names, viewports, importFailure }] of Object.entries(session.stories)) {
    describe(file, () => {
      if (importFailure) {
        it('imports', () => {
          throw new Error(importFailure);
        });
      }
      for (const name of names) {
        it(name, async () => {
          const { failure, errors } = await session.play(file, name, viewports[name]);
          if (failure) throw new Error(failure);
          expect(errors).toEqual([]);
        });
        // The same screen in Nepali: drawn with every text from the Nepali catalogue, none left in English.
        it(`${name} in Nepali`, async () => {
          const { failure, errors } = await session.play(file, name, viewports[name], 'ne');
          if (failure) throw new Error(failure);
          expect(errors).toEqual([]);
        });
      }
    });
  }
});
