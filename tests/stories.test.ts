// Every story, played in Storybook's own built preview (storybook-static/iframe.html: what QA opens), in English and
// in Nepali (the toolbar's language global), each play's result read from the preview's channel
// (tests/built-storybook/play-in-preview.ts). A play that fails for QA fails here.
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { buildStorybookIfStale, ROOT } from '../scripts/build-if-stale.mjs';
import { launchChromium } from './browser/harness.mjs';
import { PreviewPage, serveStatic, storiesIn, type Locale, type PlayResult } from './built-storybook/play-in-preview';

const STATIC = join(ROOT, 'storybook-static');
/** Pages per language played side by side: a play mostly waits on timers and the next frame. */
const PAGES = 2;

if (!(await buildStorybookIfStale())) throw new Error('Storybook could not be built; see the output above.');
const server = await serveStatic(STATIC);
const browser = await launchChromium();
const stories = await storiesIn(STATIC);

/** Each language's stories are taken in turn by its pages; each test waits for its own story's result. */
function playAll(locale: Locale, ids: string[]): Map<string, Promise<PlayResult>> {
  const results = new Map<string, Promise<PlayResult>>();
  const settle = new Map<string, (result: PlayResult) => void>();
  for (const id of ids) results.set(id, new Promise((resolve) => settle.set(id, resolve)));
  const queue = [...ids];
  for (let n = 0; n < PAGES; n++) {
    void (async () => {
      const page = new PreviewPage(browser, server.origin, locale);
      for (let id = queue.shift(); id; id = queue.shift()) {
        settle.get(id)!(await page.play(id).catch((error: unknown) => ({ failure: String(error), logged: [], ms: 0 })));
      }
      await page.close();
    })();
  }
  return results;
}

const english = playAll(
  'en',
  stories.map((story) => story.id),
);
const nepali = playAll(
  'ne',
  stories.map((story) => story.id),
);

async function passes(result: Promise<PlayResult> | undefined) {
  const { failure } = await result!;
  if (failure) throw new Error(failure);
}

describe('every story plays in the built Storybook', () => {
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it('finds the stories', () => {
    if (stories.length < 100) throw new Error(`only ${stories.length} stories in storybook-static/index.json`);
  });

  for (const { id, title, name } of stories) {
    describe(`${title} › ${name}`, () => {
      it(`plays in English (${id})`, () => passes(english.get(id)));
      it(`plays in Nepali (${id})`, () => passes(nepali.get(id)));
    });
  }

  // The pages open with the a11y addon's axe run on demand only (GLOBALS): were the global not applied, every play
  // would pay an axe run again (about 30 % of this project's CPU), which no test here reads.
  it('runs no axe after the plays (a11y.manual)', async () => {
    const results = await Promise.all([...english.values(), ...nepali.values()]);
    const audited = results.filter((result) => result.axe).length;
    if (audited > 0) throw new Error(`the a11y addon ran axe after ${audited} of ${results.length} plays`);
  });
});
