import { createContext, useContext } from 'react';
import type { StaffRoleView } from '../../machines/people/staff-role.machine';

/**
 * The signed-in member of staff's role, as the admin area learnt it (src/app/admin-area.tsx). Null
 * outside that area's provider: the bar drawn alone (a story) shows the spec's admin, the owner, every menu.
 */
export const StaffRoleContext = createContext<StaffRoleView | null>(null);

export const useStaffRole = (): StaffRoleView | null => useContext(StaffRoleContext);
