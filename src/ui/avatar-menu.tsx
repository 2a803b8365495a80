import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { SessionUser } from '../../machines/shared/auth.machine';
import { Avatar, avatarTrigger } from './avatar';
import { ChevronDownIcon } from './icons';
import { menuContent, menuItem } from '../features/menu/menu-styles';
import { ACCOUNT_MENU_LABEL, accountLinks } from './nav-links';
import { nextTabStop } from './next-tab-stop';

/**
 * The signed-in user's dropdown: Profile, Orders, Logout; an admin's Profile, Settings, Logout
 * (docs/rules/screens.md#logout). Only signed-in users download it (lazy-menus.tsx).
 *
 * The menu pattern: arrows move through the items, and Tab closes the menu and goes on from its button (Shift+Tab
 * stays on the button). The items are links, so without this Tab walked into them with the menu left open
 * (docs/rules/screens.md#keyboard-and-screen-readers).
 */
export default function AvatarMenu({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
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
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // An item chosen by keyboard: Zag's own way clicks the link with an event that does not bubble, which the
      // router never sees, so the page loaded anew (focus and the announcement of a navigation lost with it).
      navigate={({ href }) => {
        const url = new URL(href);
        setLocation(`~${url.pathname}${url.search}`);
      }}
    >
      <Menu.Trigger ref={trigger} className={avatarTrigger} aria-label={i18n._(ACCOUNT_MENU_LABEL, { name: user.name })}>
        <Avatar user={user} />
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content
          ref={content}
          className={menuContent}
          onKeyDownCapture={(event) => {
            if (event.key !== 'Tab') return;
            event.preventDefault();
            event.stopPropagation();
            tabOut(event.shiftKey);
          }}
        >
          {accountLinks(user.isAdmin ? 'admin' : 'customer').map((link) => (
            <Menu.Item key={link.href} value={link.href} asChild>
              {/* '~': on an admin screen this menu sits in a router nested under /route/admin. */}
              <Link href={`~${link.href}`} className={menuItem} tabIndex={-1}>
                {i18n._(link.label)}
              </Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
