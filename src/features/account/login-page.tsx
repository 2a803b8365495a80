import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { createLoginLogic, type LoginField, selectLogin } from '../../../machines/account/login.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard, AuthForm, PhoneField, textLink } from './auth-card';
import { PasswordField } from './password-field';
import { guestsOnly } from '../../app/guests-only';

const forgot = css({ justifySelf: 'end', mt: '-1', fontSize: 'sm' });

/** /login (spec §2): phone number and password; success goes home signed in. */
export function LoginPage() {
  const login = useFlow('login', createLoginLogic);
  const { values, errors, submitting } = useSelector(login, selectLogin);
  useNavigateOn(login);
  useEffect(() => login.send({ type: 'login.open' }), [login]);
  const change = (field: LoginField) => (value: string) => login.send({ type: 'login.change', field, value });

  return (
    <AuthCard
      title="Login"
      lead="Welcome back. Log in to order, pay and keep your favourites."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/signup" className={textLink}>
            Sign Up
          </Link>
        </>
      }
    >
      <AuthForm
        action="Login"
        busyAction="Logging in…"
        busy={submitting}
        onSubmit={() => login.send({ type: 'login.submit' })}
      >
        <PhoneField value={values.phone_number} onChange={change('phone_number')} error={errors.phone_number} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Link href="/forget-password" className={`${textLink} ${forgot}`}>
          Forgot Password?
        </Link>
      </AuthForm>
    </AuthCard>
  );
}

// A signed-in user is sent home (issue 14).
export default guestsOnly(LoginPage);
