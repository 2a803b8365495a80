import type { Role } from '../../machines/shared/session';
import type { StaffRoleView } from '../../machines/people/staff-role.machine';
import { mayOpenScreen } from '../../contract/screen-permissions';

export interface NavLink {
  label: string;
  href: string;
  /** The path on which the link shows as current; Book Table goes one place and is highlighted on another. */
  currentOn: string;
}

/** A dropdown of the admin navigation: its links, and the paths of its screens that no link names. */
export interface NavMenu {
  label: string;
  links: NavLink[];
  /** Screens reached from a menu's screens (a meal's update form, a user's page) keep the menu highlighted. */
  alsoOn: string[];
}

export type NavEntry = NavLink | NavMenu;
export const isMenu = (entry: NavEntry): entry is NavMenu => 'links' in entry;

const link = (label: string, href: string, currentOn = href): NavLink => ({ label, href, currentOn });

/** The navigation bar's page links for who is looking (docs/rules/screens.md#navigation-bar). */
export function navLinks(role: Role): NavLink[] {
  return [
    link(/*i18n*/ 'Home', '/'),
    link(/*i18n*/ 'Menu', '/menu'),
    link(/*i18n*/ 'About', '/about'),
    link(/*i18n*/ 'Book Table', '/featureUnavailable', '/booktable'),
    ...(role === 'admin' ? [link(/*i18n*/ 'Admin', '/route/admin/meal-list')] : []),
  ];
}

/** Where the admin navigation replaces the public one. */
export const ADMIN_AREA = '/route/admin';
export const inAdminArea = (path: string) => path === ADMIN_AREA || path.startsWith(`${ADMIN_AREA}/`);

/**
 * The admin navbar's menus (docs/rules/screens.md#admin-screens, word for word), the Order List of
 * docs/rules/orders.md#order-statuses under Order.
 */
export const ADMIN_NAV: NavEntry[] = [
  link(/*i18n*/ 'Dashboard', ADMIN_AREA),
  {
    label: /*i18n*/ 'Meal',
    links: [
      link(/*i18n*/ 'Add Meal', `${ADMIN_AREA}/add-meal`),
      link(/*i18n*/ 'Category', `${ADMIN_AREA}/category`),
      link(/*i18n*/ 'Meal List', `${ADMIN_AREA}/meal-list`),
    ],
    alsoOn: [`${ADMIN_AREA}/update-meal/`, `${ADMIN_AREA}/meals`],
  },
  {
    label: /*i18n*/ 'Order',
    links: [
      link(/*i18n*/ 'Order List', `${ADMIN_AREA}/orders`),
      link(/*i18n*/ 'Kitchen screen', `${ADMIN_AREA}/kitchen`),
      link(/*i18n*/ 'Money', `${ADMIN_AREA}/money`),
    ],
    alsoOn: [],
  },
  {
    label: /*i18n*/ 'Users',
    links: [
      link(/*i18n*/ 'All User', `${ADMIN_AREA}/user-list`),
      link(/*i18n*/ 'Add Admin', `${ADMIN_AREA}/add-admin`),
      link(/*i18n*/ 'Audit trail', `${ADMIN_AREA}/audit`),
    ],
    alsoOn: [`${ADMIN_AREA}/view-user/`],
  },
  link(/*i18n*/ 'About', `${ADMIN_AREA}/about`),
];

/**
 * The admin navbar a member of staff sees: only the screens their role may open (contract/screen-permissions.ts),
 * a menu left with none dropped. Nothing until the role is known; the whole bar outside the admin area's provider.
 */
export function adminNavFor(staff: StaffRoleView | null): NavEntry[] {
  if (!staff) return ADMIN_NAV;
  if (staff.status !== 'known') return [];
  const opens = (item: NavLink) => mayOpenScreen(staff.role, item.href.slice(ADMIN_AREA.length) || '/');
  return ADMIN_NAV.flatMap((entry): NavEntry[] => {
    if (!isMenu(entry)) return opens(entry) ? [entry] : [];
    const links = entry.links.filter(opens);
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** Whether the entry (a link, or any screen of a menu) is the page being shown. */
export function isCurrent(entry: NavEntry, path: string): boolean {
  if (!isMenu(entry)) return path === entry.currentOn;
  return entry.links.some((item) => item.currentOn === path) || entry.alsoOn.some((prefix) => path.startsWith(prefix));
}

/** Shown only to someone not signed in. */
export const LOGIN_LINK = link(/*i18n*/ 'Login', '/login');

/**
 * The avatar dropdown of a signed-in user. An admin has no orders of their own (docs/rules/roles.md#permissions bars
 * them from shopping): theirs is the admin navbar's Profile, Settings, Logout (docs/rules/screens.md#logout), Settings
 * being the password change.
 */
export function accountLinks(role: Role): NavLink[] {
  return role === 'admin'
    ? [link(/*i18n*/ 'Profile', '/profile'), link(/*i18n*/ 'Settings', '/change-password'), link(/*i18n*/ 'Logout', '/logout')]
    : [link(/*i18n*/ 'Profile', '/profile'), link(/*i18n*/ 'Orders', '/orders'), link(/*i18n*/ 'Logout', '/logout')];
}

export const MOBILE_MENU_LABEL = /*i18n*/ 'Open navigation menu';
export const ACCOUNT_MENU_LABEL = /*i18n*/ 'Account menu for {name}';
