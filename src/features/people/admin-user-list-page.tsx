import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { shallowEqual, useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Profile } from '../../../contract/account';
import { USER_MESSAGES } from '../../../contract/users';
import { selectAuth, toSessionUser } from '../../../machines/shared/auth.machine';
import { useSystemActor } from '../../app/app-actor';
import { Avatar } from '../../ui/avatar';
import { useAdminFlow } from '../../app/admin-area';
import { ActionsCell, AdminListPage, DeleteButton, type AdminListScreen } from '../../ui/admin/admin-list-page';
import { dateLocale } from '../../i18n/format';
import '../../app/admin-english';
import { figures } from '../../ui/text-styles';

/** 'Jan 12, 2026': the day an account was made. */
export const formatJoined = (i18n: I18n, createdAt: string) =>
  new Intl.DateTimeFormat(dateLocale(i18n, 'en-US'), { dateStyle: 'medium' }).format(new Date(createdAt));

/** Role (Admin/User) as docs/rules/screens.md#admin-screens words it. */
export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  return (
    <span className={badge({ tone: isAdmin ? 'count' : 'neutral' })}>{isAdmin ? i18n._('Admin') : i18n._('User')}</span>
  );
}

/**
 * The signed-in admin, known by number (one account per number, docs/rules/accounts.md#admins): the server refuses to
 * delete them, so their row offers no delete.
 */
export function useSignedInPhone(): string | null {
  return useSelector(useSystemActor('auth'), selectAuth, shallowEqual).user?.phoneNumber ?? null;
}

const you = css({ alignSelf: 'center', px: '3', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' });

const screen: AdminListScreen = {
  title: /*i18n*/ 'User List',
  // The server takes searches of up to 100 characters.
  search: { label: /*i18n*/ 'Search users', placeholder: /*i18n*/ 'Name or contact number', maxLength: 100 },
  texts: { ...USER_MESSAGES, loading: /*i18n*/ 'Loading users...', empty: USER_MESSAGES.noUsers },
  columns: [
    /*i18n*/ 'Profile',
    /*i18n*/ 'Name',
    /*i18n*/ 'Contact Number',
    /*i18n*/ 'Role',
    /*i18n*/ 'Created At',
    /*i18n*/ 'Actions',
  ],
};

function UserRow({ user, self, onDelete }: { user: Profile; self: boolean; onDelete: () => void }) {
  const { i18n } = useLingui();
  return (
    <tr>
      <td data-label="">
        <Avatar user={toSessionUser(user, user.is_admin)} />
      </td>
      <td data-label={i18n._('Name')} className={css({ fontWeight: 'semibold' })}>
        {user.name}
      </td>
      <td data-label={i18n._('Contact Number')} className={figures}>
        {user.phone_number}
      </td>
      <td data-label={i18n._('Role')}>
        <RoleBadge isAdmin={user.is_admin} />
      </td>
      <td data-label={i18n._('Created At')} className={figures}>
        <time dateTime={user.created_at}>{formatJoined(i18n, user.created_at)}</time>
      </td>
      <ActionsCell>
        <Link
          href={`/view-user/${user.id}`}
          className={button({ variant: 'outline', size: 'sm' })}
          aria-label={i18n._('View {name}', { name: user.name })}
        >
          {i18n._('View')}
        </Link>
        {self ? <span className={you}>{i18n._('This is you')}</span> : <DeleteButton name={user.name} onDelete={onDelete} />}
      </ActionsCell>
    </tr>
  );
}

/**
 * /route/admin/user-list (docs/rules/screens.md#admin-screens): every account, eight a page, a search by name or number
 * that turns paging off.
 */
export function UserListPage() {
  const actor = useAdminFlow('userList');
  const signedIn = useSignedInPhone();
  return (
    <AdminListPage
      actor={actor}
      screen={screen}
      row={(user, onDelete) => <UserRow user={user} self={user.phone_number === signedIn} onDelete={onDelete} />}
    />
  );
}
