// Plays stories in Storybook's own built preview (storybook-static/iframe.html), the page the Storybook UI shows in
// its canvas: the built bundles, the preview's own renderer, and each play's result as the preview reports it on its
// channel (what the Interactions panel reads).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export type Locale = 'en' | 'ne';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface PlayResult {
  /** `passed`, or why not: the play's exception, the render's error, errors thrown while playing. */
  failure?: string;
  /** Console errors and warnings the story logged (Lingui's "Uncompiled message" and the like). */
  logged: string[];
  ms: number;
  /** The a11y addon ran axe after the play (its report is in the story's `storyFinished`). */
  axe?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Serves a built Storybook from disk on 127.0.0.1 (its iframe loads ES modules, which file:// refuses). */
export async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dir, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The stories of the build's index.json (docs entries left out). */
export async function storiesIn(dir: string): Promise<IndexedStory[]> {
  const { readFile } = await import('node:fs/promises');
  const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexedStory & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

// Runs in the page before the preview starts: keeps the channel's events and the console's errors where the driver
// reads them.
export const LISTEN = () => {
  const w = window as unknown as Record<string, unknown>;
  const events: { type: string; args: unknown[] }[] = [];
  const logged: string[] = [];
  w.__playEvents = events;
  w.__playLogged = logged;
  let channel: unknown;
  const WATCHED = [
    'storyRendered',
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'storyMissing',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
  ];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { emit: (type: string, ...args: unknown[]) => void } | null | undefined) {
      channel = value;
      if (!value) return;
      // The preview's own emits reach the manager, not its own listeners: they are read as they leave.
      const emit = value.emit.bind(value);
      value.emit = (type: string, ...args: unknown[]) => {
        if (WATCHED.includes(type)) events.push({ type, args });
        emit(type, ...args);
      };
    },
  });
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
      original(...args);
    };
  }
};

/** The globals every page opens with (Storybook's URL syntax: `;` between globals, `!true` a boolean). */
export const GLOBALS = (locale: Locale) => `locale:${locale};a11y.manual:!true`;

const DESKTOP = { width: 1280, height: 720 };
/** Storybook's own viewports (storybook/viewport MINIMAL_VIEWPORTS), by the global's value. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1024, height: 1280 },
};

const describeError = (error: unknown): string => {
  if (error && typeof error === 'object') {
    const { name, message, stack } = error as { name?: string; message?: string; stack?: string };
    if (message) return `${name ?? 'Error'}: ${message}${stack ? `\n${stack.split('\n').slice(1, 4).join('\n')}` : ''}`;
    if ('description' in error || 'title' in error) return JSON.stringify(error);
  }
  return String(error);
};

const agents = new WeakMap<Browser, Promise<string>>();
/**
 * The browser's own user agent, marked as Storybook's test runner's. Storybook's preview then, once a play is over,
 * pauses the page's CSS animations and transitions where they stand rather than waiting for them to end (at least
 * 100 ms a story, up to 5 s; storybook/preview-api's isTestEnvironment): nothing is checked after the play, and the
 * frames drawn meanwhile were CPU spent for no one.
 */
function testRunnerAgent(browser: Browser): Promise<string> {
  let agent = agents.get(browser);
  if (!agent) {
    agent = (async () => {
      const page = await browser.newPage();
      const own = await page.evaluate(() => navigator.userAgent);
      await page.close();
      return `${own} StorybookTestRunner`;
    })();
    agents.set(browser, agent);
  }
  return agent;
}

/**
 * One page of the preview in one language. It opens on the first story it is asked for, then moves on as the
 * Storybook UI does when a story is picked in the sidebar (`setCurrentStory` on the channel), so the preview's bundle
 * loads once a page.
 */
export class PreviewPage {
  private page?: Page;
  constructor(
    private browser: Browser,
    private origin: string,
    readonly locale: Locale,
    private timeoutMs = 30_000,
  ) {}

  async play(id: string): Promise<PlayResult> {
    const started = Date.now();
    if (!this.page) {
      // A new page opens on the story itself, at the size it asks for once that is known.
      this.page = await this.open(id);
      return this.result(this.page, id, started);
    }
    const page = this.page;
    await this.fitTo(page, id);
    await page.evaluate((storyId) => {
      const w = window as unknown as Record<string, unknown[]> & {
        __STORYBOOK_PREVIEW__: { onSetCurrentStory: (selection: object) => Promise<void> };
      };
      w.__playEvents!.length = 0;
      w.__playLogged!.length = 0;
      // What the preview does when the Storybook UI's sidebar picks a story (SET_CURRENT_STORY on its channel).
      void w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
    }, id);
    return this.result(page, id, started);
  }

  /** Sets the window to the story's viewport global (Storybook's UI sizes the preview's frame so). */
  private async fitTo(page: Page, id: string): Promise<boolean> {
    const viewport = await page.evaluate(async (storyId) => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: {
              loadStory: (a: object) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
            };
          };
        }
      ).__STORYBOOK_PREVIEW__;
      const story = await preview.storyStoreValue.loadStory({ storyId });
      return story.storyGlobals?.viewport?.value;
    }, id);
    const size = (viewport && VIEWPORTS[viewport]) || DESKTOP;
    const current = page.viewportSize();
    if (current?.width === size.width && current.height === size.height) return false;
    await page.setViewportSize(size);
    return true;
  }

  private async open(id: string): Promise<Page> {
    const page = await this.browser.newPage({ viewport: DESKTOP, userAgent: await testRunnerAgent(this.browser) });
    // tsx and vitest keep function names with an `__name` helper that the page does not have.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript(LISTEN);
    // The preview applies the URL's globals with the story it opens on (the Storybook UI's own way to link to one).
    // `a11y.manual`: the a11y addon's afterEach ran axe on every story after its play, for the Accessibility panel;
    // this test never read it (the addon's `test: 'todo'` only warns, and a warning finishes a story as `success`).
    // It cost 454 s of CPU against 322 s without (the stories project alone, Chromium included). Manual, axe runs only
    // when asked, as in QA's Storybook when its panel is set to run manually; the journeys assert axe's findings on
    // the real pages (tests/browser/session.ts, tests/browser/keyboard-journey.test.ts).
    await page.goto(`${this.origin}/iframe.html?id=${id}&viewMode=story&globals=${GLOBALS(this.locale)}`);
    await page.waitForFunction(
      () => (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue,
      undefined,
      { timeout: 120_000 },
    );
    // A story that asks for a viewport is opened again at its size (the first was drawn at the desktop's).
    if (await this.fitTo(page, id)) {
      await this.result(page, id, Date.now());
      await page.reload();
    }
    return page;
  }

  private async result(page: Page, id: string, started: number): Promise<PlayResult> {
    const finished = await page
      .waitForFunction(
        (storyId) => {
          const events = (window as unknown as { __playEvents: { type: string; args: unknown[] }[] }).__playEvents;
          const end = events.find(
            (event) =>
              (event.type === 'storyFinished' && (event.args[0] as { storyId: string }).storyId === storyId) ||
              event.type === 'storyMissing' ||
              event.type === 'storyErrored',
          );
          return end ? events : undefined;
        },
        id,
        { timeout: this.timeoutMs, polling: 50 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ type: string; args: unknown[] }[]>)
      .catch(() => undefined);
    const logged = await page.evaluate(() => [...(window as unknown as { __playLogged: string[] }).__playLogged]);
    const ms = Date.now() - started;
    if (!finished) {
      // A play that never ends (a find that waits on a story that never settles): the page is started anew.
      await page.close();
      this.page = undefined;
      return { failure: `no result within ${this.timeoutMs} ms`, logged, ms };
    }
    const failures: string[] = [];
    const axe = finished.some(
      ({ type, args }) =>
        type === 'storyFinished' && ((args[0] as { reporters?: { type: string }[] }).reporters ?? []).some((r) => r.type === 'a11y'),
    );
    for (const { type, args } of finished) {
      if (type === 'playFunctionThrewException' || type === 'storyThrewException') failures.push(describeError(args[0]));
      if (type === 'storyErrored') failures.push(`render error: ${JSON.stringify(args[0])}`);
      if (type === 'storyMissing') failures.push('missing from the build');
      if (type === 'unhandledErrorsWhilePlaying') failures.push(...(args[0] as unknown[]).map((e) => `unhandled: ${describeError(e)}`));
      if (type === 'storyFinished' && (args[0] as { status: string }).status !== 'success' && failures.length === 0)
        failures.push(`finished with status ${(args[0] as { status: string }).status}`);
    }
    return failures.length ? { failure: failures.join('\n'), logged, ms, axe } : { logged, ms, axe };
  }

  async close() {
    await this.page?.close();
    this.page = undefined;
  }
}
