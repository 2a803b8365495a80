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

/**
 * /forget-password (spec §2, made real by decisions §2): the phone number gets a code, then the code and a new
 * password set it, on the same screen.
 */
export function ForgetPasswordPage() {
  const flow = useFlow('forgotPassword', createForgotPasswordLogic);
  const { step, phone, fields, errors, busy } = useSelector(flow, selectForgotPassword);
  useNavigateOn(flow);
  useEffect(() => flow.send({ type: 'forgot.open' }), [flow]);
  const change = (field: ResetField) => (value: string) => flow.send({ type: 'forgot.change', field, value });

  if (step === 'request') {
    return (
      <AuthCard
        title="Forgot Password"
        lead="Enter your phone number and we will text you a code."
        footer={<BackToLogin />}
      >
        <AuthForm
          action="Send OTP"
          busyAction="Sending…"
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
      title="Reset Password"
      lead={
        <>
          Enter the code sent to <strong>{phone}</strong> and choose a new password.
        </>
      }
      footer={<BackToLogin />}
    >
      <AuthForm
        action="Reset Password"
        busyAction="Resetting…"
        busy={busy}
        onSubmit={() => flow.send({ type: 'forgot.reset' })}
      >
        <CodeInput
          label="Verification code"
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
