import { useLingui } from '../../i18n/use-lingui';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { createLoginLogic, selectLogin } from '../../../machines/account/login.machine';
import { useScreenFlow } from '../../app/navigation';
import { AuthCard, AuthForm, bindFields, LinkedText, PhoneField, textLink } from './auth-card';
import { PasswordField } from './password-field';
import { guestsOnly } from '../../app/guests-only';
import '../../i18n/contract-english';
import './english';

const forgot = css({ justifySelf: 'end', mt: '-1', fontSize: 'sm' });

/** /login (docs/rules/screens.md#login): phone number and password; success goes home signed in. */
export function LoginPage() {
  const { i18n } = useLingui();
  const { flow: login, view: { values, errors, submitting } } = useScreenFlow('login', createLoginLogic, selectLogin);
  useEffect(() => login.send({ type: 'login.open' }), [login]);
  const bind = bindFields(values, errors, (field, value) => login.send({ type: 'login.change', field, value }));

  return (
    <AuthCard
      title={i18n._('Login')}
      lead={i18n._('Welcome back. Log in to order, pay and keep your favourites.')}
      footer={<LinkedText id={/*i18n*/ "Don't have an account? <0>Sign Up</0>"} href="/signup" />}
    >
      <AuthForm
        action={i18n._('Login')}
        busyAction={i18n._('Logging in…')}
        busy={submitting}
        onSubmit={() => login.send({ type: 'login.submit' })}
      >
        <PhoneField {...bind('phone_number')} />
        <PasswordField label={i18n._('Password')} autoComplete="current-password" {...bind('password')} />
        <Link href="/forget-password" className={`${textLink} ${forgot}`}>
          {i18n._('Forgot Password?')}
        </Link>
      </AuthForm>
    </AuthCard>
  );
}

// A signed-in user is sent home (docs/rules/robustness.md#screens).
export default guestsOnly(LoginPage);
