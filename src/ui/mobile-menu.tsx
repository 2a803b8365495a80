import { useLingui } from '../i18n/use-lingui';
import { Menu } from '@ark-ui/react/menu';
import { Fragment } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { MenuIcon } from './icons';
import { menuContent, menuItem, menuSeparator } from '../features/menu/menu-styles';
import { isMenu, MOBILE_MENU_LABEL, type NavEntry, type NavLink } from './nav-links';
import { useLinkMenu } from './link-menu';
import '../i18n/chrome-english';

export interface MobileMenuProps {
  /** The bar's page links, or (in the admin area) the admin navbar's links and menus. */
  entries: NavEntry[];
  login: NavLink | null;
  current: string;
}

const groupLabel = css({
  px: '3',
  pt: '2',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.subtle',
});

function Item({ link, current }: { link: NavLink; current: string }) {
  const { i18n } = useLingui();
  return (
    <Menu.Item value={link.href} asChild>
      {/* '~': in the admin area this menu sits in a router nested under /route/admin; these paths are whole. */}
      <Link href={`~${link.href}`} className={menuItem} tabIndex={-1} aria-current={current === link.currentOn ? 'page' : undefined}>
        {i18n._(link.label)}
      </Link>
    </Menu.Item>
  );
}

/**
 * On a phone the page links fold into this menu (an admin's menus as labelled groups); search and cart stay on the
 * bar. It is loaded on first use (see lazy-menus.tsx), so it opens as soon as it arrives. The menu pattern's keys:
 * link-menu.ts.
 */
export default function MobileMenu({ entries, login, current }: MobileMenuProps) {
  const { i18n } = useLingui();
  const { root, trigger, content, onContentKeyDown } = useLinkMenu(true);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} lazyMount unmountOnExit {...root}>
      <Menu.Trigger ref={trigger} className={button({ variant: 'ghost', size: 'icon' })} aria-label={i18n._(MOBILE_MENU_LABEL)}>
        <MenuIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={menuContent} aria-label={i18n._('Navigation')} ref={content} onKeyDownCapture={onContentKeyDown}>
          {entries.map((entry, index) => {
            // A group stands apart from what comes before it, and so does the link that follows one.
            const apart = index > 0 && (isMenu(entry) || isMenu(entries[index - 1]!));
            return (
              <Fragment key={entry.label}>
                {apart && <Menu.Separator className={menuSeparator} />}
                {isMenu(entry) ? (
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel className={groupLabel}>{i18n._(entry.label)}</Menu.ItemGroupLabel>
                    {entry.links.map((link) => (
                      <Item key={link.href} link={link} current={current} />
                    ))}
                  </Menu.ItemGroup>
                ) : (
                  <Item link={entry} current={current} />
                )}
              </Fragment>
            );
          })}
          {login && (
            <>
              <Menu.Separator className={menuSeparator} />
              <Item link={login} current={current} />
            </>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
