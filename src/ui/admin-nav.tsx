import { useLingui } from '../i18n/use-lingui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon } from './icons';
import { adminNavFor, isCurrent, isMenu, type NavMenu } from './nav-links';
import { useStaffRole } from './staff-role-context';
import { pageLink, pageLinks } from './nav-styles';

// The dropdowns need Ark's Menu, which a visitor never downloads: it comes with the first admin screen.
const AdminNavMenu = lazy(() => import('./admin-nav-menu'));

/**
 * Until the dropdown arrives: its button, looking the same, so the bar does not shift. A press meanwhile is kept, and
 * the dropdown opens as it arrives (a quick admin's click used to do nothing).
 */
function MenuStandIn({ menu, path, onPress }: { menu: NavMenu; path: string; onPress: () => void }) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={pageLink}
      aria-haspopup="menu"
      aria-expanded="false"
      data-current={isCurrent(menu, path) || undefined}
      onClick={onPress}
    >
      {i18n._(menu.label)}
      <ChevronDownIcon />
    </button>
  );
}

/**
 * The admin navbar's menus on a wide screen (docs/rules/screens.md#navigation-bar): Dashboard; Meal; Order; Users;
 * About; those of the role.
 */
export function AdminNav({ path }: { path: string }) {
  const { i18n } = useLingui();
  // The menu pressed before its dropdown arrived.
  const [pressed, setPressed] = useState<string | null>(null);
  const entries = adminNavFor(useStaffRole());
  return (
    <ul className={pageLinks}>
      {entries.map((entry) => (
        <li key={entry.label}>
          {isMenu(entry) ? (
            <Suspense fallback={<MenuStandIn menu={entry} path={path} onPress={() => setPressed(entry.label)} />}>
              <AdminNavMenu menu={entry} path={path} openOnArrival={pressed === entry.label} />
            </Suspense>
          ) : (
            <Link href={`~${entry.href}`} className={pageLink} aria-current={isCurrent(entry, path) ? 'page' : undefined}>
              {i18n._(entry.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
