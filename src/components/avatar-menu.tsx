import { Menu } from '@ark-ui/react/menu';
import { Link } from 'wouter';
import type { SessionUser } from '../../machines/auth.machine';
import { Avatar, avatarTrigger } from './avatar';
import { ChevronDownIcon } from './icons';
import { menuContent, menuItem } from './menu-styles';
import { ACCOUNT_LINKS, accountMenuLabel } from './nav-links';

/** The signed-in user's dropdown: Profile, Orders, Logout. Only signed-in users download it (lazy-menus.tsx). */
export default function AvatarMenu({ user }: { user: SessionUser }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} lazyMount unmountOnExit>
      <Menu.Trigger className={avatarTrigger} aria-label={accountMenuLabel(user)}>
        <Avatar user={user} />
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={menuContent}>
          {ACCOUNT_LINKS.map((link) => (
            <Menu.Item key={link.href} value={link.href} asChild>
              <Link href={link.href} className={menuItem}>
                {link.label}
              </Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
