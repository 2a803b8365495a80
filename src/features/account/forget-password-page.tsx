import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { button } from 'styled-system/recipes';
import { Link } from 'wouter';
import { createForgotPasswordLogic, selectForgotPassword } from '../../../machines/account/forgot-password.machine';
import { OTP_LENGTH } from '../../../machines/account/otp.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard, formStack, textLink } from './auth-card';
import { CodeInput } from './code-input';
import { TextField } from '../../ui/form-field';
import { PasswordField } from './password-field';

/**
 * /forget-password (spec §2, made real by decisions §2): the phone number gets a code, then the code and a new
 * password set it, on the same screen.
 */
export function ForgetPasswordPage() {
  const flow = useFlow('forgotPassword', createForgotPasswordLogic);
  const { step, phone, fields, errors, busy } = useSelector(flow, selectForgotPassword);
  useNavigateOn(flow);
  useEffect(() => flow.send({ type: 'forgot.open' }), [flow]);
  const change = (field: keyof typeof fields) => (value: string) => flow.send({ type: 'forgot.change', field, value });

  const backToLogin = (
    <Link href="/login" className={textLink}>
      Back to Login
    </Link>
  );
  if (step === 'request') {
    return (
      <AuthCard
        title="Forgot Password"
        lead="Enter your phone number and we will text you a code."
        footer={backToLogin}
      >
        <form
          className={formStack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'forgot.send' });
          }}
        >
          <TextField
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98XXXXXXXX"
            value={phone}
            onChange={(value) => flow.send({ type: 'forgot.phone', value })}
          />
          <button type="submit" className={button({ size: 'lg' })} disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : 'Send OTP'}
          </button>
        </form>
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
      footer={backToLogin}
    >
      <form
        className={formStack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'forgot.reset' });
        }}
      >
        <CodeInput
          label="Verification code"
          length={OTP_LENGTH}
          value={fields.userotp}
          onChange={change('userotp')}
          error={errors.userotp}
          disabled={busy}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={fields.new_password}
          onChange={change('new_password')}
          error={errors.new_password}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={fields.confirm_password}
          onChange={change('confirm_password')}
          error={errors.confirm_password}
        />
        <button type="submit" className={button({ size: 'lg' })} disabled={busy} aria-busy={busy}>
          {busy ? 'Resetting…' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}

export default ForgetPasswordPage;
