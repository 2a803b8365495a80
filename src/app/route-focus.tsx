import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { visuallyHidden } from '../ui/layout';

/** How long a page may take (its code, then its data) before its heading is given up on and `main` takes focus. */
const HEADING_WAIT_MS = 8_000;
const ANNOUNCE_AFTER_MS = 100;
const HOLD_MS = 2_000;

/**
 * After every in-app navigation (never on the first load, where the browser starts at the top of the document),
 * focus goes to the new page's main heading and the page's name is announced: without it focus stays on the link
 * that was followed, or falls to `<body>` once that link is gone, and a screen reader says nothing
 * (docs/rules/screens.md#keyboard-and-screen-readers).
 *
 * A page whose heading arrives later (its code loads on demand, or it waits for its data) is waited for; if focus is
 * in the new page by then (the page put it there, or the user did), it is left there.
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
      // Focus the new page gave itself (the code boxes), or the user moved into it meanwhile, stays; focus left in the
      // navigation bar (the link followed, a menu's button its closing gave focus back to) or lost moves on.
      const pageHasFocus = main!.contains(document.activeElement) && document.activeElement !== focusedBefore;
      const target = heading ?? main!;
      if (!pageHasFocus) {
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
        target.focus();
        holdFocus();
      }
      // The page names the tab in its own effect (PageLayout), which may run just after its heading is drawn: the
      // name is read a moment later.
      timer = setTimeout(() => setAnnouncement(document.title), ANNOUNCE_AFTER_MS);
    };
    /**
     * For a short while after, focus taken out of the page by anything but the user is put back on its heading: what
     * the navigation closed (the account menu, after its exit animation) gives focus back to its button a moment
     * later, and a part of the page still loading may hide and redraw the heading, which drops focus to the body.
     */
    let release = () => {};
    const holdFocus = () => {
      const until = Date.now() + HOLD_MS;
      let userActed = false;
      const acted = () => void (userActed = true);
      const check = setInterval(() => {
        if (userActed || Date.now() > until) return release();
        const main = document.querySelector<HTMLElement>('main');
        const active = document.activeElement;
        if (!main || (active && active !== document.body && main.contains(active))) return;
        const heading = main.querySelector<HTMLElement>('h1') ?? main;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }, 50);
      document.addEventListener('keydown', acted, true);
      document.addEventListener('pointerdown', acted, true);
      release = () => {
        clearInterval(check);
        document.removeEventListener('keydown', acted, true);
        document.removeEventListener('pointerdown', acted, true);
      };
    };
    // Not at once: what the navigation closed (a menu) may give focus back to its button first.
    timer = setTimeout(focusWhenShown, 0);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [location]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="route-announcer">
      {announcement}
    </div>
  );
}
