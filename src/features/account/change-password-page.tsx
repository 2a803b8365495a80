import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectAuth } from '../../../machines/shared/auth.machine';
import { createChangePasswordLogic, selectChangePassword } from '../../../machines/account/change-password.machine';
import { useSystemActor } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { AuthCard, AuthForm, bindFields, textLink } from './auth-card';
import { NewPasswordFields, PasswordField } from './password-field';
import '../../i18n/contract-english';
import './english';

/**
 * /change-password (docs/rules/screens.md#change-password): current, new and confirmed password; success goes home,
 * still signed in.
 */
export function ChangePasswordPage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const { flow, view: { values, errors, submitting } } = useScreenFlow('changePassword', createChangePasswordLogic, selectChangePassword);
  // Once the session check has answered: a visitor is turned away, a signed-in user gets an empty form.
  useOpenOnce(auth.status === 'checking' ? null : auth.status, () =>
    flow.send({ type: 'changePassword.open', signedIn: auth.status === 'signedIn' }),
  );
  const bind = bindFields(values, errors, (field, value) => flow.send({ type: 'changePassword.change', field, value }));

  return (
    <AuthCard
      title={i18n._('Change Password')}
      lead={i18n._('Every other device you are signed in on will be signed out.')}
      footer={
        <Link href="/profile" className={textLink}>
          {i18n._('Back to Profile')}
        </Link>
      }
    >
      <AuthForm
        action={i18n._('Change Password')}
        busyAction={i18n._('Changing…')}
        busy={submitting}
        onSubmit={() => flow.send({ type: 'changePassword.submit' })}
      >
        <PasswordField label={i18n._('Current Password')} autoComplete="current-password" {...bind('password')} />
        <NewPasswordFields field="new_password" bind={bind} />
      </AuthForm>
    </AuthCard>
  );
}

export default ChangePasswordPage;
