import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from './harness.mjs';
import { baseUrl } from './own-server';

export { baseUrl };

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and failed requests to our own origin seen so far. */
  problems: () => string[];
  /** Called before the context closes: what closing itself cancels is not a failure. */
  closing: () => void;
}

const sameOrigin = (url: string) => url === baseUrl || url.startsWith(`${baseUrl}/`);

/**
 * One Chromium a worker, launched by its first file and kept for the next ones (the browser project shares its
 * modules across a worker's files, vitest.config.ts); Playwright ends it when the worker exits. Launched again if it
 * has gone away.
 */
let workerBrowser: Promise<Browser> | undefined;
async function chromiumOfThisWorker(): Promise<Browser> {
  const running = await workerBrowser;
  if (running?.isConnected()) return running;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * The worker's Chromium; every `open` gets a fresh context (no shared cookies or storage), closed after its test, so
 * no test sees another's pages, whichever file it came from.
 * After each test its pages are closed and the test fails if any of them logged an error or had one of our own
 * requests fail: a page that looks right but throws is not working.
 */
export function useBrowser() {
  let browser: Browser;
  const visits: Visit[] = [];

  beforeAll(async () => {
    browser = await chromiumOfThisWorker();
  });
  afterAll(async () => {
    // No context is handed to the worker's next file (afterEach has closed every test's own already).
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  afterEach(async () => {
    const finished = visits.splice(0);
    for (const visit of finished) visit.closing();
    await Promise.all(finished.map((visit) => visit.context.close()));
    expect(finished.flatMap((visit) => visit.problems())).toEqual([]);
  });

  /**
   * `expected`: answers a journey provokes on purpose (a forged payment return is refused with 402); they are not
   * problems, nor is Chromium's console line about them. Anything else that fails still is. `timezoneId`: the
   * device's own clock setting (a kitchen tablet left on UTC).
   */
  async function open(
    path: string,
    viewport: keyof typeof VIEWPORTS = 'desktop',
    expected: ReadonlyArray<{ path: string; status: number }> = [],
    device: { timezoneId?: string } = {},
  ): Promise<Visit> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ...device });
    const page = await context.newPage();
    const found: string[] = [];
    const consoleErrors: Array<{ text: string; source: string; on: string }> = [];
    // An unknown path may rightly be answered 404 with the app's page; Chromium logs that status as an error.
    const notFoundDocuments = new Set<string>();
    const expectedFailures = new Set<string>();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push({ text: message.text(), source: message.location().url, on: page.url() });
    });
    page.on('pageerror', (error) => found.push(`uncaught on ${page.url()}: ${error.message}`));
    // A request the browser cancels because its page is left (a new document is loaded, the test closes the context)
    // was abandoned, not failed: a font or a lazy chunk still on its way when a loaded machine moves on. Leaving a
    // page likewise ends its live event stream. Any other failure, or a cancel the page did not leave for, counts.
    // The page being left keeps running until the next document has loaded: a request it sends meanwhile (a poll
    // timer firing mid-navigation) belongs to the page that is going away.
    let documents = 0;
    let navigating = false;
    let closing = false;
    const startedIn = new WeakMap<Request, number>();
    page.on('request', (request) => {
      const leaving = request.isNavigationRequest() && request.frame() === page.mainFrame();
      if (leaving) {
        documents += 1;
        navigating = true;
      }
      startedIn.set(request, navigating && !leaving && documents > 1 ? documents - 1 : documents);
    });
    page.on('domcontentloaded', () => {
      navigating = false;
    });
    page.on('requestfailed', (request) => {
      const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
      const pageLeft = closing || (startedIn.get(request) ?? documents) < documents;
      const streamClosed = request.headers().accept === 'text/event-stream';
      // An in-app navigation or a re-render removes an <img> whose picture is still on its way (a placeholder
      // swapped for the photo, a card left behind): Chromium cancels it. A picture that really fails answers 4xx/5xx,
      // which the response check below counts.
      const pictureDropped = request.resourceType() === 'image';
      if (sameOrigin(request.url()) && !(aborted && (pageLeft || streamClosed || pictureDropped))) {
        found.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
      }
    });
    page.on('response', (response) => {
      if (!sameOrigin(response.url())) return;
      const isDocument = response.request().resourceType() === 'document';
      if (isDocument && response.status() === 404) notFoundDocuments.add(response.url());
      if (expected.some((answer) => response.url() === `${baseUrl}${answer.path}` && response.status() === answer.status)) {
        expectedFailures.add(response.url());
        return;
      }
      if (response.status() >= 500 || (!isDocument && response.status() >= 400)) {
        found.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
    const problems = () => [
      ...found,
      ...consoleErrors
        // Third-party frames (the map embed) report their own network trouble; that is not our page failing.
        .filter(({ source }) => !source || sameOrigin(source) || !/^https?:/.test(source))
        .filter(
          ({ text, source }) =>
            !((notFoundDocuments.has(source) || expectedFailures.has(source)) && text.startsWith('Failed to load resource')),
        )
        .map(({ text, on }) => `console error on ${on}: ${text}`),
    ];
    const visit = { page, context, problems, closing: () => void (closing = true) };
    visits.push(visit);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return visit;
  }

  return { open };
}

/** axe-core on the page as it is now; only serious and critical violations fail. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The API the page itself reads, for the expected values. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Runs `during`, then resolves once none of our own requests has been in flight for a moment (client-side
 * navigation has no load state). Third-party frames (the map) may keep a connection open for good, so only ours count.
 */
export async function requestsSettled(page: Page, during: () => Promise<unknown>) {
  const ours = new Set<Request>();
  // A live event stream stays open for the page's life: it is not a request that will ever settle.
  const start = (request: Request) =>
    void (sameOrigin(request.url()) && request.headers().accept !== 'text/event-stream' && ours.add(request));
  const end = (request: Request) => void ours.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await during();
    for (let quietChecks = 0; quietChecks < 3; ) {
      await page.waitForTimeout(150);
      quietChecks = ours.size === 0 ? quietChecks + 1 : 0;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Where the browser tests leave their screenshots, under the repository's test-results/. */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Opens one of the app's paths and waits until its requests have settled. */
export const go = (page: Page, path: string) => requestsSettled(page, () => page.goto(`${baseUrl}${path}`));
