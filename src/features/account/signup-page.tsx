import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { EMPTY_DRAFT, signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { createSignupLogic, selectSignup } from '../../../machines/account/signup.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard, formStack, textLink } from './auth-card';
import { TextField } from '../../ui/form-field';
import { PasswordField } from './password-field';
import { guestsOnly } from '../../app/guests-only';

/** /signup (spec §2): full name, contact number, two passwords; a valid form texts a code and goes to /otp. */
export function SignupPage() {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const signup = useFlow('signup', createSignupLogic);
  const { fields, errors, sending } = useSelector(signup, selectSignup);
  useNavigateOn(signup);
  // Coming back from /otp shows what was typed: the draft is kept until the account exists.
  useEffect(() => {
    // An admin's pending Add User draft is not a sign-up: this form starts empty then.
    const kept = draft.getSnapshot().context;
    signup.send({ type: 'signup.open', draft: kept.account_type === 'admin' ? EMPTY_DRAFT : kept });
  }, [signup, draft]);
  const change = (field: keyof typeof fields) => (value: string) =>
    signup.send({ type: 'signup.change', field, value });

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
      <form
        className={formStack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          signup.send({ type: 'signup.submit' });
        }}
      >
        <TextField
          label="Full Name"
          value={fields.name}
          onChange={change('name')}
          error={errors.name}
          autoComplete="name"
        />
        <TextField
          label="Contact Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          value={fields.phone_number}
          onChange={change('phone_number')}
          error={errors.phone_number}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={fields.password}
          onChange={change('password')}
          error={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={fields.confirm_password}
          onChange={change('confirm_password')}
          error={errors.confirm_password}
        />
        <button type="submit" className={button({ size: 'lg' })} disabled={sending} aria-busy={sending}>
          {sending ? 'Sending OTP…' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  );
}

// A signed-in user is sent home (issue 14).
export default guestsOnly(SignupPage);
