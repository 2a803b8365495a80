import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon } from './icons';
import { ADMIN_NAV, isCurrent, isMenu, type NavMenu } from './nav-links';
import { pageLink, pageLinks } from './nav-styles';

// The dropdowns need Ark's Menu, which a visitor never downloads: it comes with the first admin screen.
const AdminNavMenu = lazy(() => import('./admin-nav-menu'));

/** Until the dropdown arrives: its button, looking the same, so the bar does not shift. */
function MenuStandIn({ menu, path }: { menu: NavMenu; path: string }) {
  return (
    <button
      type="button"
      className={pageLink}
      aria-haspopup="menu"
      aria-expanded="false"
      data-current={isCurrent(menu, path) || undefined}
    >
      {menu.label}
      <ChevronDownIcon />
    </button>
  );
}

/** The admin navbar's menus on a wide screen (spec §2): Dashboard; Meal; Order; Users; About. */
export function AdminNav({ path }: { path: string }) {
  return (
    <ul className={pageLinks}>
      {ADMIN_NAV.map((entry) => (
        <li key={entry.label}>
          {isMenu(entry) ? (
            <Suspense fallback={<MenuStandIn menu={entry} path={path} />}>
              <AdminNavMenu menu={entry} path={path} />
            </Suspense>
          ) : (
            <Link href={`~${entry.href}`} className={pageLink} aria-current={isCurrent(entry, path) ? 'page' : undefined}>
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
