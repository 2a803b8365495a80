import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import { ChevronDownIcon } from './icons';
import { isCurrent, type NavMenu } from './nav-links';
import { pageLink } from './nav-styles';
import { useLinkMenu } from './link-menu';
import { LinkMenuLinks } from './link-menu-links';

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
      <LinkMenuLinks content={content} onContentKeyDown={onContentKeyDown} links={menu.links} path={path} />
    </Menu.Root>
  );
}
