import { useLingui } from '../../i18n/use-lingui';
import { RichText } from '../../i18n/rich-text';
import { useEffect } from 'react';
import { createForgotPasswordLogic, selectForgotPassword } from '../../../machines/account/forgot-password.machine';
import { OTP_LENGTH } from '../../../machines/account/otp.machine';
import { useScreenFlow } from '../../app/navigation';
import { AuthCard, AuthForm, BackToLogin, bindFields, PhoneField } from './auth-card';
import { CodeInput } from './code-input';
import { NewPasswordFields } from './password-field';
import '../../i18n/contract-english';
import './english';

/**
 * /forget-password (docs/rules/screens.md#forgot-password, made real by
 * docs/rules/accounts.md#phone-numbers-and-passwords): the phone number gets a code, then the code and a new password
 * set it, on the same screen.
 */
export function ForgetPasswordPage() {
  const { i18n } = useLingui();
  const { flow, view: { step, phone, fields, errors, busy } } = useScreenFlow('forgotPassword', createForgotPasswordLogic, selectForgotPassword);
  useEffect(() => flow.send({ type: 'forgot.open' }), [flow]);
  const bind = bindFields(fields, errors, (field, value) => flow.send({ type: 'forgot.change', field, value }));
  // One card for both steps: what it asks for changes, the way back to /login stays.
  const reset = step !== 'request';

  return (
    <AuthCard
      title={reset ? i18n._('Reset Password') : i18n._('Forgot Password')}
      lead={
        reset ? (
          <RichText
            id={/*i18n*/ 'Enter the code sent to <0>{phone}</0> and choose a new password.'}
            values={{ phone }}
            components={{ 0: <strong /> }}
          />
        ) : (
          i18n._('Enter your phone number and we will text you a code.')
        )
      }
      footer={<BackToLogin />}
    >
      <AuthForm
        action={reset ? i18n._('Reset Password') : i18n._('Send OTP')}
        busyAction={reset ? i18n._('Resetting…') : i18n._('Sending…')}
        busy={busy}
        onSubmit={() => flow.send({ type: reset ? 'forgot.reset' : 'forgot.send' })}
      >
        {reset ? (
          <>
            <CodeInput label={i18n._('Verification code')} length={OTP_LENGTH} {...bind('userotp')} disabled={busy} />
            <NewPasswordFields field="new_password" bind={bind} />
          </>
        ) : (
          <PhoneField value={phone} onChange={(value) => flow.send({ type: 'forgot.phone', value })} />
        )}
      </AuthForm>
    </AuthCard>
  );
}

export default ForgetPasswordPage;
