import { Menu } from '@ark-ui/react/menu';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { MenuIcon } from './icons';
import { menuContent, menuItem, menuSeparator } from './menu-styles';
import { MOBILE_MENU_LABEL, type NavLink } from './nav-links';

export interface MobileMenuProps {
  links: NavLink[];
  login: NavLink | null;
  current: string;
}

/**
 * On a phone the page links fold into this menu; search and cart stay on the bar. It is loaded on first use (see
 * lazy-menus.tsx), so it opens as soon as it arrives.
 */
export default function MobileMenu({ links, login, current }: MobileMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} defaultOpen lazyMount unmountOnExit>
      <Menu.Trigger className={button({ variant: 'ghost', size: 'icon' })} aria-label={MOBILE_MENU_LABEL}>
        <MenuIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={menuContent} aria-label="Navigation">
          {links.map((link) => (
            <Menu.Item key={link.label} value={link.label} asChild>
              <Link
                href={link.href}
                className={menuItem}
                aria-current={current === link.currentOn ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </Menu.Item>
          ))}
          {login && (
            <>
              <Menu.Separator className={menuSeparator} />
              <Menu.Item value={login.label} asChild>
                <Link href={login.href} className={menuItem}>
                  {login.label}
                </Link>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
