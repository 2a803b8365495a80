import { i18n } from '@lingui/core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appStartOf, readPageData } from './app/page-data';
import { startApp } from './app/logic';
import { Root } from './app/root';
import { startLanguage } from './i18n/boot';
import { markHydrated } from './lib/hydration';
import './index.css';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

// The data a server-drawn page was made from: the machines start from it and read none of it again.
const page = readPageData();

/**
 * The browser's next task: a phone's long task split in two, the app's actors started in one and the page hydrated in
 * the next, so a tap in between is answered (Lighthouse counts each task's time over 50 ms as blocking).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  void startLanguage().then(async () => {
    const actor = startApp(appStartOf(page));
    await nextTask();
    const app = <Root actor={actor} />;
    // A drawn page is hydrated in the language it was drawn in; otherwise (no markup, or a language that could not
    // load) the app draws the page itself.
    if (page && root.firstElementChild && page.locale === i18n.locale) {
      // Marked hydrated by the page's layout (src/lib/hydration.ts).
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
      markHydrated();
    }
  });
}

// A drawn page is on screen before hydration's long task starts: the frame after the first one (on a slow phone the
// hydration is seconds of script, and the server's page needs none of it to be seen). A hidden tab draws no frames:
// it starts at once.
if (page && document.visibilityState === 'visible') {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A frame that never comes (the tab hidden meanwhile) does not keep the page lifeless.
  setTimeout(once, 250);
} else {
  start();
}
