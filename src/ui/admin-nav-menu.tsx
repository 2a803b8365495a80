import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import { Link } from 'wouter';
import { ChevronDownIcon } from './icons';
import { menuContent, menuItem } from '../features/menu/menu-styles';
import { isCurrent, type NavMenu } from './nav-links';
import { pageLink } from './nav-styles';
import { useLinkMenu } from './link-menu';

/**
 * One dropdown of the admin navbar (docs/rules/screens.md#navigation-bar: Meal, Order, Users): a button that opens its
 * links, by pointer or by keyboard (Enter, Space or the arrow keys; Escape closes it). Only admins download it
 * (admin-nav.tsx). The menu pattern's keys: link-menu.ts.
 */
export default function AdminNavMenu({
  menu,
  path,
  openOnArrival = false,
}: {
  menu: NavMenu;
  path: string;
  /** Its stand-in was pressed before this arrived: open at once, as the press asked. */
  openOnArrival?: boolean;
}) {
  const { i18n } = useLingui();
  const { root, trigger, content, onContentKeyDown } = useLinkMenu(openOnArrival);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 6 }} lazyMount unmountOnExit {...root}>
      <Menu.Trigger ref={trigger} className={pageLink} data-current={isCurrent(menu, path) || undefined}>
        {i18n._(menu.label)}
        <ChevronDownIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={menuContent} ref={content} onKeyDownCapture={onContentKeyDown}>
          {menu.links.map((link) => (
            <Menu.Item key={link.href} value={link.href} asChild>
              {/* '~': the admin screens sit in a router nested under /route/admin; these paths are whole. */}
              <Link href={`~${link.href}`} className={menuItem} tabIndex={-1} aria-current={path === link.currentOn ? 'page' : undefined}>
                {i18n._(link.label)}
              </Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
