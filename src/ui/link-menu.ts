import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { nextTabStop } from './next-tab-stop';

/**
 * What every menu of links in the bars shares (the account menu, the admin navbar's menus, the phone's menu), by the
 * menu pattern (docs/rules/screens.md#keyboard-and-screen-readers):
 * - an item chosen by keyboard goes through the router, and closes the menu. Zag's own way clicks the link with an
 *   event that does not bubble, which the router never sees, so the page loaded anew (focus and the announcement of a
 *   navigation lost);
 * - Tab closes the menu and goes on from its button, Shift+Tab back to the button. The items are links, so without
 *   this Tab walked into them with the menu left open.
 */
export function useLinkMenu(openAtFirst = false) {
  const [open, setOpen] = useState(openAtFirst);
  const [, setLocation] = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const tabOut = (backwards: boolean) => {
    const button = trigger.current;
    if (!button) return;
    const next = backwards ? button : (nextTabStop(button, content.current) ?? button);
    setOpen(false);
    // After the menu's own closing, which gives focus back to its button.
    setTimeout(() => next.focus(), 0);
  };
  return {
    root: {
      open,
      onOpenChange: (details: { open: boolean }) => setOpen(details.open),
      navigate: ({ href }: { href: string }) => {
        const url = new URL(href);
        // '~': in the admin area the bars sit in a router nested under /route/admin; these paths are whole.
        setLocation(`~${url.pathname}${url.search}`);
        // A link chosen by keyboard is not clicked, so the menu's own close-on-select never runs; the new page's
        // heading takes the focus (route-focus).
        setOpen(false);
      },
    },
    trigger,
    content,
    onContentKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      event.stopPropagation();
      tabOut(event.shiftKey);
    },
  };
}
