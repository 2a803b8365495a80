import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { visuallyHidden } from '../ui/layout';

/** How long a page may take (its code, then its data) before its heading is given up on and `main` takes focus. */
const HEADING_WAIT_MS = 8_000;
const ANNOUNCE_AFTER_MS = 100;

/**
 * After every in-app navigation (never on the first load, where the browser starts at the top of the document),
 * focus goes to the new page's main heading and the page's name is announced: without it focus stays on the link
 * that was followed, or falls to `<body>` once that link is gone, and a screen reader says nothing (issue 28).
 *
 * A page whose heading arrives later (its code loads on demand, or it waits for its data) is waited for; if the user
 * has moved focus meanwhile, it is left where they put it.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const shown = useRef(location);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    setAnnouncement('');
    const focusedBefore = document.activeElement;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusWhenShown = () => {
      const main = document.querySelector<HTMLElement>('main');
      const heading = main?.querySelector<HTMLElement>('h1') ?? null;
      const waitedEnough = Date.now() - started > HEADING_WAIT_MS;
      if (!heading && !(waitedEnough && main)) {
        if (!waitedEnough) timer = setTimeout(focusWhenShown, 50);
        return;
      }
      const userMovedOn =
        document.activeElement !== focusedBefore && document.activeElement !== document.body && document.activeElement !== null;
      const target = heading ?? main!;
      if (!userMovedOn) {
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus();
      }
      // The page names the tab in its own effect (PageLayout), which may run just after its heading is drawn: the
      // name is read a moment later.
      timer = setTimeout(() => setAnnouncement(document.title), ANNOUNCE_AFTER_MS);
    };
    focusWhenShown();
    return () => clearTimeout(timer);
  }, [location]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="route-announcer">
      {announcement}
    </div>
  );
}
