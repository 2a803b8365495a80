import type { Role } from '../../machines/cart-count.machine';

export interface NavLink {
  label: string;
  href: string;
  /** The path on which the link shows as current; Book Table goes one place and is highlighted on another. */
  currentOn: string;
}

const link = (label: string, href: string, currentOn = href): NavLink => ({ label, href, currentOn });

/** The navigation bar's page links for who is looking (spec §2 'Navigation bar'). */
export function navLinks(role: Role): NavLink[] {
  return [
    link('Home', '/'),
    link('Menu', '/menu'),
    link('About', '/about'),
    link('Book Table', '/featureUnavailable', '/booktable'),
    ...(role === 'admin' ? [link('Admin', '/route/admin/meal-list')] : []),
  ];
}

/** Shown only to someone not signed in. */
export const LOGIN_LINK = link('Login', '/login');

/** The avatar dropdown of a signed-in user. */
export const ACCOUNT_LINKS: NavLink[] = [
  link('Profile', '/profile'),
  link('Orders', '/orders'),
  link('Logout', '/logout'),
];

export const MOBILE_MENU_LABEL = 'Open navigation menu';
export const accountMenuLabel = (user: { name: string }) => `Account menu for ${user.name}`;
