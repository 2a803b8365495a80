import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contract/permissions';
import { adminNavFor, ADMIN_NAV, isMenu, type NavEntry } from './nav-links';

const hrefs = (entries: NavEntry[]) => entries.flatMap((entry) => (isMenu(entry) ? entry.links : [entry]).map((item) => item.href));
const known = (role: StaffRole) => adminNavFor({ status: 'known', role });

describe('the admin navbar by staff role', () => {
  it('shows the owner every screen', () => {
    expect(hrefs(known('owner'))).toEqual(hrefs(ADMIN_NAV));
  });

  it('shows the audit trail to the owner alone', () => {
    expect(hrefs(known('owner'))).toContain('/route/admin/audit');
    for (const role of ['manager', 'kitchen', 'counter'] as const) expect(hrefs(known(role)), role).not.toContain('/route/admin/audit');
  });

  it('shows the kitchen only the order list and kitchen screen: no users, meals, about or dashboard', () => {
    expect(hrefs(known('kitchen'))).toEqual(['/route/admin/orders', '/route/admin/kitchen']);
    expect(known('kitchen').map((entry) => entry.label)).toEqual(['Order']);
  });

  it('shows the counter its orders, and the manager everything but the staff screens', () => {
    expect(hrefs(known('counter'))).toEqual(['/route/admin/orders', '/route/admin/kitchen']);
    const manager = hrefs(known('manager'));
    expect(manager).toContain('/route/admin');
    expect(manager).toContain('/route/admin/meal-list');
    expect(manager.filter((href) => href.includes('user') || href.includes('admin/add-admin'))).toEqual([]);
  });

  it('shows nothing while the role is being read or could not be', () => {
    expect(adminNavFor({ status: 'loading', role: null })).toEqual([]);
    expect(adminNavFor({ status: 'failed', role: null })).toEqual([]);
  });
});
