import { useLingui } from '../../i18n/use-lingui';
import { RichText } from '../../i18n/rich-text';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  createForgotPasswordLogic,
  selectForgotPassword,
  type ResetField,
} from '../../../machines/account/forgot-password.machine';
import { OTP_LENGTH } from '../../../machines/account/otp.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard, AuthForm, BackToLogin, PhoneField } from './auth-card';
import { CodeInput } from './code-input';
import { NewPasswordFields } from './password-field';
import '../../i18n/contract-english';
import './english';

/**
 * /forget-password (spec §2, made real by decisions §2): the phone number gets a code, then the code and a new
 * password set it, on the same screen.
 */
export function ForgetPasswordPage() {
  const { i18n } = useLingui();
  const flow = useFlow('forgotPassword', createForgotPasswordLogic);
  const { step, phone, fields, errors, busy } = useSelector(flow, selectForgotPassword);
  useNavigateOn(flow);
  useEffect(() => flow.send({ type: 'forgot.open' }), [flow]);
  const change = (field: ResetField) => (value: string) => flow.send({ type: 'forgot.change', field, value });

  if (step === 'request') {
    return (
      <AuthCard
        title={i18n._('Forgot Password')}
        lead={i18n._('Enter your phone number and we will text you a code.')}
        footer={<BackToLogin />}
      >
        <AuthForm
          action={i18n._('Send OTP')}
          busyAction={i18n._('Sending…')}
          busy={busy}
          onSubmit={() => flow.send({ type: 'forgot.send' })}
        >
          <PhoneField value={phone} onChange={(value) => flow.send({ type: 'forgot.phone', value })} />
        </AuthForm>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={i18n._('Reset Password')}
      lead={
        <RichText
          id={/*i18n*/ 'Enter the code sent to <0>{phone}</0> and choose a new password.'}
          values={{ phone }}
          components={{ 0: <strong /> }}
        />
      }
      footer={<BackToLogin />}
    >
      <AuthForm
        action={i18n._('Reset Password')}
        busyAction={i18n._('Resetting…')}
        busy={busy}
        onSubmit={() => flow.send({ type: 'forgot.reset' })}
      >
        <CodeInput
          label={i18n._('Verification code')}
          length={OTP_LENGTH}
          value={fields.userotp}
          onChange={change('userotp')}
          error={errors.userotp}
          disabled={busy}
        />
        <NewPasswordFields values={fields} errors={errors} onChange={change} />
      </AuthForm>
    </AuthCard>
  );
}

export default ForgetPasswordPage;
