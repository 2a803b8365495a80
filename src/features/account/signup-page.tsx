import { useLingui } from '../../i18n/use-lingui';
import { useEffect } from 'react';
import { EMPTY_DRAFT, signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { createSignupLogic, selectSignup } from '../../../machines/account/signup.machine';
import { useFlow } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { AuthCard, LinkedText } from './auth-card';
import { NewAccountForm } from './new-account-form';
import { guestsOnly } from '../../app/guests-only';
import './english';

/**
 * /signup (docs/rules/screens.md#signup): full name, contact number, two passwords; a valid form texts a code and goes
 * to /otp.
 */
export function SignupPage() {
  const { i18n } = useLingui();
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const { flow: signup, view } = useScreenFlow('signup', createSignupLogic, selectSignup);
  // Coming back from /otp shows what was typed: the draft is kept until the account exists.
  useEffect(() => {
    // An admin's pending Add User draft is not a sign-up: this form starts empty then.
    const kept = draft.getSnapshot().context;
    signup.send({ type: 'signup.open', draft: kept.account_type === 'admin' ? EMPTY_DRAFT : kept });
  }, [signup, draft]);

  return (
    <AuthCard
      title={i18n._('Sign Up')}
      lead={i18n._('Create an account to order, pay and keep your favourites.')}
      footer={<LinkedText id={/*i18n*/ 'Already have an account? <0>Login</0>'} href="/login" />}
    >
      <NewAccountForm
        view={view}
        onChange={(field, value) => signup.send({ type: 'signup.change', field, value })}
        onSubmit={() => signup.send({ type: 'signup.submit' })}
        name={{ label: i18n._('Full Name'), autoComplete: 'name' }}
        phone={{
          label: i18n._('Contact Number'),
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          placeholder: i18n._('98XXXXXXXX'),
        }}
        submitLabel={i18n._('Sign Up')}
      />
    </AuthCard>
  );
}

// A signed-in user is sent home (docs/rules/robustness.md#screens).
export default guestsOnly(SignupPage);
