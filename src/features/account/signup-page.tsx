import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { EMPTY_DRAFT, signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { createSignupLogic, selectSignup } from '../../../machines/account/signup.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard, textLink } from './auth-card';
import { NewAccountForm } from './new-account-form';
import { guestsOnly } from '../../app/guests-only';

/** /signup (spec §2): full name, contact number, two passwords; a valid form texts a code and goes to /otp. */
export function SignupPage() {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const signup = useFlow('signup', createSignupLogic);
  const view = useSelector(signup, selectSignup);
  useNavigateOn(signup);
  // Coming back from /otp shows what was typed: the draft is kept until the account exists.
  useEffect(() => {
    // An admin's pending Add User draft is not a sign-up: this form starts empty then.
    const kept = draft.getSnapshot().context;
    signup.send({ type: 'signup.open', draft: kept.account_type === 'admin' ? EMPTY_DRAFT : kept });
  }, [signup, draft]);

  return (
    <AuthCard
      title="Sign Up"
      lead="Create an account to order, pay and keep your favourites."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className={textLink}>
            Login
          </Link>
        </>
      }
    >
      <NewAccountForm
        view={view}
        onChange={(field, value) => signup.send({ type: 'signup.change', field, value })}
        onSubmit={() => signup.send({ type: 'signup.submit' })}
        name={{ label: 'Full Name', autoComplete: 'name' }}
        phone={{
          label: 'Contact Number',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          placeholder: '98XXXXXXXX',
        }}
        submitLabel="Sign Up"
      />
    </AuthCard>
  );
}

// A signed-in user is sent home (issue 14).
export default guestsOnly(SignupPage);
