import { digitsFor } from '../i18n/format';
import { useLingui } from '../i18n/use-lingui';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link, useRoute } from 'wouter';
import { selectAuth } from '../../machines/shared/auth.machine';
import { selectBadge } from '../../machines/cart/cart-count.machine';
import { useResource, useSystemActor } from '../app/app-actor';
import { FALLBACK_RESTAURANT_NAME } from '../lib/restaurant';
import { CartIcon, ClocheIcon, SearchIcon } from './icons';
import { container, visuallyHidden } from './layout';
import { AccountMenu, MobileMenuButton } from './lazy-menus';
import { adminNavFor, inAdminArea, LOGIN_LINK, navLinks } from './nav-links';
import { useStaffRole } from './staff-role-context';
import { pageLink, pageLinks } from './nav-styles';
import { LanguageSwitch } from './language-switch';

// The admin's menus come with the admin screens, not with a visitor's page.
const AdminNav = lazy(() => import('./admin-nav').then((nav) => ({ default: nav.AdminNav })));

const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.canvas/92',
  backdropFilter: 'auto',
  backdropBlur: 'md',
  backdropSaturate: '1.4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

const bar = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', lg: '1fr auto 1fr' },
  alignItems: 'center',
  gap: { base: '2', sm: '4' },
  h: '16',
});

const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  color: 'fg.default',
  textDecoration: 'none',
  fontFamily: 'display',
  fontWeight: 'bold',
  fontSize: { base: 'sm', sm: 'lg', md: 'xl' },
  letterSpacing: 'tight',
  // On a phone a signed-in user's five controls leave the name too little room beside the cloche: the name stays.
  '& svg': { w: '7', h: '7', color: 'accent.solid', flexShrink: 0, display: { base: 'none', sm: 'block' } },
});

/**
 * The restaurant's name is never cut to "Himalaya…" (docs/rules/robustness.md#screens): on a phone with a signed-in
 * user's icons beside it, it wraps onto a second line rather than losing letters, and a word longer than its room
 * breaks rather than running under the search icon.
 */
const brandName = css({ whiteSpace: { base: 'normal', sm: 'nowrap' }, overflowWrap: 'anywhere' });

const actions = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: { base: '0.5', md: '1' },
});

const cartBadge = css({ position: 'absolute', top: '0.5', right: '0', pointerEvents: 'none' });

const loginButton = css({ display: { base: 'none', lg: 'inline-flex' } });
/** Until the session check answers, the Login button keeps its place but stays invisible, so nothing jumps. */
const pending = css({ visibility: 'hidden' });

const mobileOnly = css({ display: { base: 'block', lg: 'none' } });

/**
 * What the cart icon counts: admins have no cart, theirs counts the orders waiting for the kitchen
 * (docs/rules/departures.md#where-the-app-differs-from-the-original-description).
 */
const CART_COUNTER = {
  href: '/cart',
  label: /*i18n*/ 'Cart',
  describe: /*i18n*/ '{count, plural, one {# item} other {# items}} in the cart',
};
const KITCHEN_COUNTER = {
  href: '/route/admin/orders',
  label: /*i18n*/ 'Orders waiting for the kitchen',
  describe: /*i18n*/ '{count, plural, one {# order} other {# orders}} waiting',
};

/** The whole path, also on the admin screens, whose router is nested under /route/admin. */
function useSitePath(): string {
  const [, params] = useRoute<{ '*': string }>('~/*');
  return `/${params?.['*'] ?? ''}`;
}

/**
 * The bar of every page. On the admin screens an admin gets the admin navbar of docs/rules/screens.md#navigation-bar
 * instead of the page links (and no search: their lists have their own); everywhere else the public links, with Admin
 * for an admin.
 */
export function Navbar() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth, shallowEqual);
  const cart = useSelector(useSystemActor('cartCount'), selectBadge, shallowEqual);
  const restaurant = useResource('restaurant');
  const location = useSitePath();

  const admin = auth.role === 'admin' && inAdminArea(location);
  const links = navLinks(auth.role);
  const adminEntries = adminNavFor(useStaffRole());
  const counter = auth.role === 'admin' ? KITCHEN_COUNTER : CART_COUNTER;
  const name = restaurant.data?.name ?? FALLBACK_RESTAURANT_NAME;

  return (
    <header className={header}>
      <a href="#main" className={cx(visuallyHidden, skipLink)}>
        {i18n._('Skip to content')}
      </a>
      <nav aria-label={i18n._('Main')} className={cx(container, bar)}>
        {/* Every href here is whole ('~'): on an admin screen the bar sits in the router nested under /route/admin. */}
        <Link href="~/" className={brand}>
          <ClocheIcon />
          <span className={cx(brandName, restaurant.status === 'loading' && pending)}>{name}</span>
        </Link>

        {admin ? (
          <Suspense fallback={<ul className={pageLinks} />}>
            <AdminNav path={location} />
          </Suspense>
        ) : (
          <ul className={pageLinks}>
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  href={`~${link.href}`}
                  className={pageLink}
                  aria-current={location === link.currentOn ? 'page' : undefined}
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <div className={actions}>
          {!admin && (
            <Link href="~/search" aria-label={i18n._('Search')} className={button({ variant: 'ghost', size: 'icon' })}>
              <SearchIcon />
            </Link>
          )}
          {/* The badge sits beside the link, not in it: a count inside would be visible text missing from its name. */}
          <span className={css({ position: 'relative', display: 'inline-flex' })}>
            <Link
              href={`~${counter.href}`}
              aria-label={i18n._(counter.label)}
              aria-describedby={cart.hidden ? undefined : 'cart-count'}
              className={button({ variant: 'ghost', size: 'icon' })}
            >
              <CartIcon />
            </Link>
            {!cart.hidden && (
              <span className={cx(badge({ tone: 'count', size: 'sm' }), cartBadge)} data-testid="cart-badge" aria-hidden>
                {digitsFor(i18n, cart.label)}
              </span>
            )}
          </span>
          {!cart.hidden && (
            <span id="cart-count" hidden>
              {i18n._(counter.describe, { count: cart.count })}
            </span>
          )}
          {auth.user ? (
            <AccountMenu user={auth.user} />
          ) : (
            <Link
              href={`~${LOGIN_LINK.href}`}
              className={cx(button({ size: 'sm' }), loginButton, auth.status === 'checking' && pending)}
              aria-hidden={auth.status === 'checking' ? true : undefined}
              tabIndex={auth.status === 'checking' ? -1 : undefined}
            >
              {i18n._(LOGIN_LINK.label)}
            </Link>
          )}
          <LanguageSwitch />
          <div className={mobileOnly}>
            <MobileMenuButton
              entries={admin ? adminEntries : links}
              login={auth.status === 'signedOut' ? LOGIN_LINK : null}
              current={location}
            />
          </div>
        </div>
      </nav>
    </header>
  );
}

const skipLink = css({
  _focusVisible: {
    position: 'fixed',
    top: '2',
    left: '2',
    w: 'auto',
    h: 'auto',
    clip: 'auto',
    m: '0',
    px: '4',
    py: '2',
    zIndex: 'skipLink',
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: 'md',
    boxShadow: 'float',
  },
});
