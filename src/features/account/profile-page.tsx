import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { selectAuth } from '../../../machines/shared/auth.machine';
import { createProfileLogic, PROFILE_LOAD_FAILED, selectProfile } from '../../../machines/account/profile.machine';
import { useSystemActor } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { EditProfileDialog } from './edit-profile-dialog';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';
import { ProfileAvatar } from './profile-avatar';
import { ProfileFavorites } from './profile-favorites';
import { sectionHeading } from '../../ui/section-heading';
import { LoadError, Spinner } from '../../ui/status';
import './english';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '15rem 1fr' },
  alignItems: 'start',
  gap: { base: '6', md: '10' },
  py: { base: '6', md: '12' },
});
const menu = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: '1fr' },
  gap: '1',
  p: '2',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
});
const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3.5',
  borderRadius: 'lg',
  color: 'fg.default',
  fontWeight: 'medium',
  fontSize: 'sm',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});
const logoutItem = css({ color: 'accent.text' });
const person = css({ display: 'flex', alignItems: 'center', gap: { base: '4', md: '6' }, mb: { base: '8', md: '10' } });
const nameText = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' });
const phone = css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } });

/**
 * /profile (docs/rules/screens.md#profile): the left menu, who is signed in, their favourite meals and the Edit Profile
 * modal.
 */
export function ProfilePage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const { flow: profile, view } = useScreenFlow('profile', createProfileLogic, selectProfile);
  const customer = auth.role !== 'admin';
  // Once the session check has answered: a visitor is turned away, a signed-in user sees their profile.
  useOpenOnce(auth.status === 'checking' ? null : auth.status, () =>
    profile.send({ type: 'profile.open', signedIn: auth.status === 'signedIn' }),
  );

  return (
    <PageLayout title={i18n._('Profile')}>
      <div className={cx(container, layout)}>
        <nav aria-label={i18n._('Profile menu')} className={menu}>
          <Link href="/change-password" className={menuItem}>
            {i18n._('Change Password')}
          </Link>
          <button
            type="button"
            className={menuItem}
            disabled={view.status !== 'ready'}
            onClick={() => profile.send({ type: 'profile.edit.open' })}
          >
            {i18n._('Edit Profile')}
          </button>
          {/* An admin orders nothing and keeps no favourites (docs/rules/roles.md#permissions): what they cannot use is not offered. */}
          {customer && (
            <Link href="/orders" className={menuItem}>
              {i18n._('My Orders')}
            </Link>
          )}
          <button
            type="button"
            className={cx(menuItem, logoutItem)}
            onClick={() => profile.send({ type: 'profile.logout' })}
          >
            {i18n._('Logout')}
          </button>
        </nav>
        <div>
          {view.status === 'failed' ? (
            <LoadError message={i18n._(PROFILE_LOAD_FAILED)} onRetry={() => profile.send({ type: 'profile.retry' })} />
          ) : view.profile ? (
            <>
              <div className={person}>
                <ProfileAvatar name={view.profile.name} picture={view.profile.profile_picture} />
                <div>
                  <h1 className={nameText}>{view.profile.name}</h1>
                  <p className={phone}>{view.profile.phone_number}</p>
                </div>
              </div>
              {customer && (
                <section aria-labelledby="favorite-meals">
                  <h2 id="favorite-meals" className={cx(sectionHeading, css({ mb: '5' }))}>
                    {i18n._('Favorite Meals')}
                  </h2>
                  <ProfileFavorites />
                </section>
              )}
              <EditProfileDialog
                open={view.editing}
                profile={view.profile}
                draft={view.draft}
                nameError={view.nameError}
                pictureError={view.pictureError}
                saving={view.saving}
                onClose={() => profile.send({ type: 'profile.edit.close' })}
                onName={(name) => profile.send({ type: 'profile.edit.name', name })}
                onPicture={(picture) => profile.send({ type: 'profile.edit.picture', picture })}
                onSubmit={() => profile.send({ type: 'profile.edit.submit' })}
              />
            </>
          ) : (
            <Spinner label={i18n._('Loading profile...')} />
          )}
        </div>
      </div>
    </PageLayout>
  );
}

export default ProfilePage;
