import { Field } from '@ark-ui/react/field';
import { Pagination } from '@ark-ui/react/pagination';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Profile } from '../../../contract/account';
import { USER_MESSAGES } from '../../../contract/users';
import { selectAuth, toSessionUser } from '../../../machines/account/auth.machine';
import { selectUserList } from '../../../machines/admin/user-list.machine';
import { useSystemActor } from '../../app/app-actor';
import { Avatar } from '../../ui/avatar';
import { fieldInput, fieldLabel } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { ConfirmDialog } from './admin-confirm-dialog';
import { useAdminActor } from './admin-context';
import { AdminPage } from './admin-layout';
import { table, tableFrame } from './admin-table';

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
const actions = css({ display: 'flex', gap: '2', flexWrap: 'nowrap' });
const search = css({ display: 'grid', gap: '1.5', maxW: 'md', mb: '5' });
const pager = css({ display: 'flex', gap: '1', justifyContent: 'center', flexWrap: 'wrap', mt: '6' });
const pageButton = cx(
  button({ variant: 'outline', size: 'sm' }),
  css({ minW: '9', '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast', borderColor: 'accent.solid' } }),
);
const empty = css({ py: '12', textAlign: 'center', color: 'fg.muted' });

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
      <td data-label="">
        <div className={actions}>
          <Link href={`/view-user/${user.id}`} className={button({ variant: 'outline', size: 'sm' })} aria-label={`View ${user.name}`}>
            View
          </Link>
          {self ? (
            <span className={you}>This is you</span>
          ) : (
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onDelete} aria-label={`Delete ${user.name}`}>
              Delete
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** /route/admin/user-list (spec §2): every account, eight a page, a search by name or number that turns paging off. */
export function UserListPage() {
  const actor = useAdminActor('userList');
  const view = useSelector(actor, selectUserList);
  const signedIn = useSignedInPhone();
  useEffect(() => actor.send({ type: 'userList.open' }), [actor]);

  return (
    <AdminPage title="User List">
      <Field.Root className={search}>
        <Field.Label className={fieldLabel}>Search users</Field.Label>
        <Field.Input
          className={fieldInput}
          type="search"
          placeholder="Name or contact number"
          maxLength={100}
          value={view.search}
          onChange={(event) => actor.send({ type: 'userList.search', text: event.currentTarget.value })}
        />
      </Field.Root>
      {view.status === 'loading' && view.users.length === 0 && <Spinner label="Loading users..." />}
      {view.status === 'failed' && (
        <LoadError message={USER_MESSAGES.loadFailed} onRetry={() => actor.send({ type: 'userList.retry' })} />
      )}
      {view.status !== 'failed' &&
        (view.users.length === 0 ? (
          view.status === 'ready' && <p className={empty}>{USER_MESSAGES.noUsers}</p>
        ) : (
          <div className={tableFrame} aria-busy={view.status === 'loading'}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Profile</th>
                  <th scope="col">Name</th>
                  <th scope="col">Contact Number</th>
                  <th scope="col">Role</th>
                  <th scope="col">Created At</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {view.users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    self={user.phone_number === signedIn}
                    onDelete={() => actor.send({ type: 'userList.delete', id: user.id })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {view.status === 'ready' && view.paging && view.paging.count > view.paging.pageSize && (
        <Pagination.Root
          className={pager}
          count={view.paging.count}
          pageSize={view.paging.pageSize}
          page={view.paging.page}
          onPageChange={({ page }) => actor.send({ type: 'userList.page', page })}
        >
          <Pagination.PrevTrigger className={button({ variant: 'outline', size: 'sm' })}>Previous</Pagination.PrevTrigger>
          <Pagination.Context>
            {(pagination) =>
              pagination.pages.map((page, index) =>
                page.type === 'page' ? (
                  <Pagination.Item key={index} {...page} className={pageButton}>
                    {page.value}
                  </Pagination.Item>
                ) : (
                  <Pagination.Ellipsis key={index} index={index}>
                    …
                  </Pagination.Ellipsis>
                ),
              )
            }
          </Pagination.Context>
          <Pagination.NextTrigger className={button({ variant: 'outline', size: 'sm' })}>Next</Pagination.NextTrigger>
        </Pagination.Root>
      )}
      <ConfirmDialog
        open={view.confirmDelete !== null}
        question={USER_MESSAGES.confirmDelete}
        detail={view.confirmDelete?.name}
        busy={view.confirmDelete?.deleting ?? false}
        onConfirm={() => actor.send({ type: 'userList.delete.confirm' })}
        onCancel={() => actor.send({ type: 'userList.delete.cancel' })}
      />
    </AdminPage>
  );
}
