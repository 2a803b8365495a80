import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { launchChromium } from '../browser/harness.mjs';
import type { PlayOutcome, StoriesFile, Viewport } from './story-player';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = '/tests/stories-in-chromium/index.html';
/** Playwright's own default window. */
const DESKTOP: Viewport = { width: 1280, height: 720 };

export interface OpenStories {
  /** Each stories file (relative to stories/) with the names of its stories, as the page composed them. */
  stories: Record<string, StoriesFile>;
  /** Plays one story in a window of the given size (by default the desktop's). */
  play(file: string, name: string, viewport?: Viewport, locale?: 'en' | 'ne'): Promise<PlayOutcome>;
  close(): Promise<void>;
}

/**
 * Serves the stories with Vite (the app's own config: aliases, React, Panda's PostCSS) and opens them in Debian's
 * Chromium, so every play function meets a real browser: real layout, real lazy loading, real timers.
 */
export async function openStories(): Promise<OpenStories> {
  const server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'warn',
    // Apart from `npm run dev`'s cache, which a developer's server may be using at the same time.
    cacheDir: 'node_modules/.vite-stories',
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    optimizeDeps: {
      // Every dependency the stories and the screens they load lazily import, found before the page opens: one
      // found later would make Vite re-bundle and reload the page in the middle of a story.
      entries: [PAGE.slice(1), 'stories/**/*.stories.tsx', 'src/**/*.tsx'],
    },
  });
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    await server.listen();
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!origin) throw new Error('Vite did not say where it listens');
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.storyPlayer !== undefined, undefined, { timeout: 120_000 });
    // Listing imports every file. All stories then play on this one page, as in Storybook's own iframe: a fresh page
    // for each file would cost seconds of module loading apiece.
    const stories = await page.evaluate(() => window.storyPlayer!.list());
    const opened = browser;
    return {
      stories,
      play: (file, name, viewport = DESKTOP, locale = 'en') => playIn(page, file, name, viewport, locale),
      async close() {
        await opened.close();
        await server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.close();
    throw error;
  }
}

async function playIn(page: Page, file: string, name: string, viewport: Viewport, locale: 'en' | 'ne') {
  const { width, height } = page.viewportSize() ?? DESKTOP;
  if (width !== viewport.width || height !== viewport.height) await page.setViewportSize(viewport);
  return page.evaluate(([file, name, locale]) => window.storyPlayer!.play(file, name, locale), [file, name, locale] as const);
}
