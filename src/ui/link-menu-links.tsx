import { Menu } from '@ark-ui/react/menu';
import { Link } from 'wouter';
import { useLingui } from '../i18n/use-lingui';
import { menuContent, menuItem } from '../features/menu/menu-styles';
import type { useLinkMenu } from './link-menu';
import type { NavLink } from './nav-links';

/**
 * The open menu of a bar's dropdown (the account menu, the admin navbar's menus): its links, each through the router.
 * `path` marks the current screen's link, where the menu shows it.
 */
export function LinkMenuLinks({
  content,
  onContentKeyDown,
  links,
  path,
}: Pick<ReturnType<typeof useLinkMenu>, 'content' | 'onContentKeyDown'> & {
  links: readonly NavLink[];
  path?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Menu.Positioner>
      <Menu.Content className={menuContent} ref={content} onKeyDownCapture={onContentKeyDown}>
        {links.map((link) => (
          <Menu.Item key={link.href} value={link.href} asChild>
            {/* '~': on an admin screen these menus sit in a router nested under /route/admin; these paths are whole. */}
            <Link
              href={`~${link.href}`}
              className={menuItem}
              tabIndex={-1}
              aria-current={path !== undefined && path === link.currentOn ? 'page' : undefined}
            >
              {i18n._(link.label)}
            </Link>
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Positioner>
  );
}
