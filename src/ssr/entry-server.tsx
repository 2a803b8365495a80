import { i18n } from '@lingui/core';
import { createActor } from 'xstate';
import type { PageData } from '../../contract/page-data';
import { type AppApi, createAppLogic } from '../../machines/app.machine';
import { appStartOf } from '../app/page-data';
import { Root } from '../app/root';
import { messages as nepali } from '../i18n/nepali';
import { NEPALI_NUMBER_LOCALES } from '../i18n/nepali-numbers';
import '../i18n/english';
import '../features/menu/english';
import { renderMarkup } from './render-markup';

/**
 * The server's side of a server-rendered public page (server/http/server-pages.ts): the same components the browser
 * hydrates, drawn from the page's data. Built on its own (vite.ssr.config.ts, dist-ssr/) and loaded by the server.
 */

i18n.load('ne', nepali);

/**
 * The machines' calls on the server: none answers. The page's data is all a page is drawn from; whatever a screen
 * would read later (the session, the pace, what is sold out) is read by the browser after hydration, as it would be
 * on a page the server did not draw, and the server's markup shows those parts as they first look in the browser.
 */
const NEVER = () => new Promise<never>(() => {});
const serverApi = new Proxy({} as AppApi, { get: () => NEVER });

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's `<title>`, as the browser would set it. */
  title: string;
}

/** One page at a time: Lingui's language is global, and a render waits for lazily loaded screens. */
let queue: Promise<unknown> = Promise.resolve();

/** The page at `path` (with `search`, as `?q=…` or ''), drawn from `data`, in `data.locale`. */
export function renderPage(data: PageData, search = ''): Promise<RenderedPage> {
  const rendered = queue.then(() => render(data, search));
  queue = rendered.catch(() => {});
  return rendered;
}

async function render(data: PageData, search: string): Promise<RenderedPage> {
  i18n.activate(data.locale, data.locale === 'ne' ? NEPALI_NUMBER_LOCALES : undefined);
  const actor = createActor(createAppLogic(serverApi), { input: appStartOf(data) }).start();
  let title = data.restaurant?.name ?? '';
  const onTitle = (said: string) => {
    title = said;
  };
  try {
    const page = <Root actor={actor} ssrPath={data.path} ssrSearch={search.replace(/^\?/, '')} onTitle={onTitle} />;
    return { html: await renderMarkup(page), title };
  } finally {
    actor.stop();
  }
}
