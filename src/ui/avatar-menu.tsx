import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import { Link } from 'wouter';
import type { SessionUser } from '../../machines/shared/auth.machine';
import { Avatar, avatarTrigger } from './avatar';
import { ChevronDownIcon } from './icons';
import { menuContent, menuItem } from '../features/menu/menu-styles';
import { ACCOUNT_MENU_LABEL, accountLinks } from './nav-links';
import { useLinkMenu } from './link-menu';

/**
 * The signed-in user's dropdown: Profile, Orders, Logout; an admin's Profile, Settings, Logout
 * (docs/rules/screens.md#logout). Only signed-in users download it (lazy-menus.tsx).
 * The menu pattern's keys: link-menu.ts.
 */
export default function AvatarMenu({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const { root, trigger, content, onContentKeyDown } = useLinkMenu();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} lazyMount unmountOnExit {...root}>
      <Menu.Trigger ref={trigger} className={avatarTrigger} aria-label={i18n._(ACCOUNT_MENU_LABEL, { name: user.name })}>
        <Avatar user={user} />
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={menuContent} ref={content} onKeyDownCapture={onContentKeyDown}>
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
