import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { USER_MESSAGES } from '../../../contract/users';
import { selectUserView } from '../../../machines/people/user-view.machine';
import { ChevronLeftIcon } from '../../ui/icons';
import { ProfileAvatar } from '../account/profile-avatar';
import { LoadError, Spinner } from '../../ui/status';
import { ConfirmDialog } from '../../ui/admin/admin-confirm-dialog';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { formatJoined, RoleBadge, useSignedInPhone } from './admin-user-list-page';
import { surfaceCard } from '../../ui/surface';
import { StaffRolePicker } from './staff-role-picker';
import { emptyText } from '../../ui/text-styles';
import '../../app/admin-english';
import '../../i18n/contract-english';

const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mb: '5',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { color: 'fg.default' },
  '& svg': { w: '4', h: '4' },
});
const panel = cx(surfaceCard, css({ display: 'grid', gap: '6', maxW: '2xl', p: { base: '5', md: '8' } }));
const person = css({ display: 'flex', alignItems: 'center', gap: { base: '4', md: '6' }, flexWrap: 'wrap' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '8',
  rowGap: { base: '1', sm: '3' },
  '& dt': { color: 'fg.muted', fontSize: 'sm', mt: { base: '2', sm: '0' } },
  '& dd': { fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
});
const missing = cx(emptyText, css({ fontSize: 'lg' }));

/**
 * /route/admin/view-user/{id} (docs/rules/departures.md#where-the-app-differs-from-the-original-description): one user,
 * read-only, with the list's delete.
 */
export function ViewUserPage({ id }: { id: number }) {
  const { i18n } = useLingui();
  const actor = useAdminFlow('userView');
  const view = useSelector(actor, selectUserView);
  const signedIn = useSignedInPhone();
  useEffect(() => actor.send({ type: 'userView.open', id }), [actor, id]);
  const user = view.user;

  return (
    <AdminPage title={user?.name ?? i18n._('User')}>
      <Link href="/user-list" className={back}>
        <ChevronLeftIcon />
        {i18n._('Back to the user list')}
      </Link>
      {view.status === 'loading' && <Spinner label={i18n._('Loading user...')} />}
      {view.status === 'failed' && (
        <LoadError message={i18n._(USER_MESSAGES.loadFailed)} onRetry={() => actor.send({ type: 'userView.retry' })} />
      )}
      {view.status === 'notFound' && <p className={missing}>{i18n._(USER_MESSAGES.userUnknown)}</p>}
      {user && view.status === 'ready' && (
        <section className={panel} aria-label={i18n._('User details')}>
          <div className={person}>
            <ProfileAvatar name={user.name} picture={user.profile_picture} />
            <RoleBadge isAdmin={user.is_admin} />
          </div>
          <dl className={facts}>
            <dt>{i18n._('Contact Number')}</dt>
            <dd>{user.phone_number}</dd>
            <dt>{i18n._('Role')}</dt>
            <dd>{user.is_admin ? i18n._('Admin') : i18n._('User')}</dd>
            <dt>{i18n._('Member since')}</dt>
            <dd>
              <time dateTime={user.created_at}>{formatJoined(i18n, user.created_at)}</time>
            </dd>
          </dl>
          {user.is_admin && <StaffRolePicker id={user.id} />}
          {user.phone_number !== signedIn && (
            <div>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'userView.delete' })}>
                {i18n._('Delete User')}
              </button>
            </div>
          )}
        </section>
      )}
      <ConfirmDialog
        open={view.confirmDelete !== null}
        question={i18n._(USER_MESSAGES.confirmDelete)}
        detail={user?.name}
        busy={view.confirmDelete?.deleting ?? false}
        onConfirm={() => actor.send({ type: 'userView.delete.confirm' })}
        onCancel={() => actor.send({ type: 'userView.delete.cancel' })}
      />
    </AdminPage>
  );
}
