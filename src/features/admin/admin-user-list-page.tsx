import { shallowEqual, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Profile } from '../../../contract/account';
import { USER_MESSAGES } from '../../../contract/users';
import { selectAuth, toSessionUser } from '../../../machines/account/auth.machine';
import { useSystemActor } from '../../app/app-actor';
import { Avatar } from '../../ui/avatar';
import { useAdminActor } from './admin-context';
import { ActionsCell, AdminListPage, DeleteButton, type AdminListScreen } from './admin-list-page';

/** 'Jan 12, 2026': the day an account was made. */
export const formatJoined = (createdAt: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(createdAt));

/** Role (Admin/User) as spec §2 words it. */
export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return <span className={badge({ tone: isAdmin ? 'count' : 'neutral' })}>{isAdmin ? 'Admin' : 'User'}</span>;
}

/**
 * The signed-in admin, known by number (one account per number, decisions §2): the server refuses to delete them,
 * so their row offers no delete.
 */
export function useSignedInPhone(): string | null {
  return useSelector(useSystemActor('auth'), selectAuth, shallowEqual).user?.phoneNumber ?? null;
}

const you = css({ alignSelf: 'center', px: '3', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' });
const nowrap = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

const screen: AdminListScreen = {
  title: 'User List',
  // The server takes searches of up to 100 characters.
  search: { label: 'Search users', placeholder: 'Name or contact number', maxLength: 100 },
  texts: { ...USER_MESSAGES, loading: 'Loading users...', empty: USER_MESSAGES.noUsers },
  columns: ['Profile', 'Name', 'Contact Number', 'Role', 'Created At', 'Actions'],
};

function UserRow({ user, self, onDelete }: { user: Profile; self: boolean; onDelete: () => void }) {
  return (
    <tr>
      <td data-label="">
        <Avatar user={toSessionUser(user, user.is_admin)} />
      </td>
      <td data-label="Name" className={css({ fontWeight: 'semibold' })}>{user.name}</td>
      <td data-label="Contact Number" className={nowrap}>{user.phone_number}</td>
      <td data-label="Role">
        <RoleBadge isAdmin={user.is_admin} />
      </td>
      <td data-label="Created At" className={nowrap}>
        <time dateTime={user.created_at}>{formatJoined(user.created_at)}</time>
      </td>
      <ActionsCell>
        <Link href={`/view-user/${user.id}`} className={button({ variant: 'outline', size: 'sm' })} aria-label={`View ${user.name}`}>
          View
        </Link>
        {self ? <span className={you}>This is you</span> : <DeleteButton name={user.name} onDelete={onDelete} />}
      </ActionsCell>
    </tr>
  );
}

/** /route/admin/user-list (spec §2): every account, eight a page, a search by name or number that turns paging off. */
export function UserListPage() {
  const actor = useAdminActor('userList');
  const signedIn = useSignedInPhone();
  return (
    <AdminListPage
      actor={actor}
      screen={screen}
      row={(user, onDelete) => <UserRow user={user} self={user.phone_number === signedIn} onDelete={onDelete} />}
    />
  );
}
