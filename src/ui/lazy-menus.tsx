import { useLingui } from '../i18n/use-lingui';
import { lazy, Suspense, useState } from 'react';
import { withTexts } from '../i18n/nepali-texts';
import { button } from 'styled-system/recipes';
import type { SessionUser } from '../../machines/shared/auth.machine';
import { Avatar, avatarTrigger } from './avatar';
import { ChevronDownIcon, MenuIcon } from './icons';
import type { MobileMenuProps } from './mobile-menu';
import { ACCOUNT_MENU_LABEL, MOBILE_MENU_LABEL } from './nav-links';

// Ark's Menu brings a positioning engine with it, a third of a visitor's script budget. Visitors get a plain
// button that loads the menu on first press (and starts fetching it as the finger lands); the account menu only
// ever loads for someone signed in.
// In Nepali, with their texts (the phone menu's are not the first page's: src/i18n/nepali-texts.ts).
const loadMobileMenu = withTexts(() => import('./mobile-menu'));
const MobileMenu = lazy(loadMobileMenu);
const AvatarMenu = lazy(withTexts(() => import('./avatar-menu')));

export function MobileMenuButton(props: MobileMenuProps) {
  const { i18n } = useLingui();
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'icon' })}
      aria-label={i18n._(MOBILE_MENU_LABEL)}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerDown={() => void loadMobileMenu()}
      onClick={() => setWanted(true)}
    >
      <MenuIcon />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileMenu {...props} />
    </Suspense>
  );
}

export function AccountMenu({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  return (
    <Suspense
      fallback={
        <span className={avatarTrigger} aria-label={i18n._(ACCOUNT_MENU_LABEL, { name: user.name })} role="img">
          <Avatar user={user} />
          <ChevronDownIcon />
        </span>
      }
    >
      <AvatarMenu user={user} />
    </Suspense>
  );
}
