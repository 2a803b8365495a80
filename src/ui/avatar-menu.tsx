import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import type { SessionUser } from '../../machines/shared/auth.machine';
import { Avatar, avatarTrigger } from './avatar';
import { ChevronDownIcon } from './icons';
import { ACCOUNT_MENU_LABEL, accountLinks } from './nav-links';
import { useLinkMenu } from './link-menu';
import { LinkMenuLinks } from './link-menu-links';

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
      <LinkMenuLinks
        content={content}
        onContentKeyDown={onContentKeyDown}
        links={accountLinks(user.isAdmin ? 'admin' : 'customer')}
      />
    </Menu.Root>
  );
}
