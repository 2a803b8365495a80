import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { createAdminOtpLogic, createOtpLogic, OTP_LENGTH, selectOtp } from '../../../machines/account/otp.machine';
import { signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard } from './auth-card';
import { CodeInput } from './code-input';
import { guestsOnly } from '../../app/guests-only';

const countdown = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: '2',
  color: 'fg.muted',
  fontSize: 'sm',
});
const clock = css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'fg.default' });
// Spec §4: red at 60 seconds or less.
const urgentClock = css({ color: 'nonVeg.text' });
const actions = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' });
const form = css({ display: 'grid', gap: '6' });

/**
 * /otp (spec §2, §4): the texted code in four boxes, the time it has left, Cancel and Verify (or Resend OTP). The
 * draft says whose code it is: a sign-up's signs the customer in, an admin's Add User creates the admin.
 */
export function OtpPage() {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const forAdmin = draft.getSnapshot().context.account_type === 'admin';
  return forAdmin ? <AdminOtp key="admin" /> : <CustomerOtp key="customer" />;
}

const CustomerOtp = () => <OtpScreen otp={useFlow('otp', createOtpLogic)} />;
const AdminOtp = () => <OtpScreen otp={useFlow('adminOtp', createAdminOtpLogic)} />;

function OtpScreen({ otp }: { otp: ReturnType<typeof useFlow<'otp'>> }) {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const view = useSelector(otp, selectOtp);
  useNavigateOn(otp);
  // Without a phone number in the draft there is nothing to verify: the flow sends the visitor to /signup.
  useEffect(() => otp.send({ type: 'otp.open', draft: draft.getSnapshot().context }), [otp, draft]);

  if (!view.open) return <AuthCard title="Verify OTP">{null}</AuthCard>;
  const busy = view.verifying || view.resending;
  return (
    <AuthCard
      title="Verify OTP"
      lead={
        <>
          Enter the {OTP_LENGTH}-digit code sent to <strong>{view.phoneNumber}</strong>.
        </>
      }
    >
      <form
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          otp.send(view.expired ? { type: 'otp.resend' } : { type: 'otp.verify' });
        }}
      >
        <CodeInput
          label="Verification code"
          length={OTP_LENGTH}
          value={view.code}
          onChange={(code) => otp.send({ type: 'otp.change', code })}
          error={view.error}
          disabled={busy}
        />
        <p className={countdown} role="timer" aria-live="off">
          {view.expired ? 'The code has expired.' : 'Code expires in'}
          <span className={cx(clock, view.urgent && urgentClock)} data-urgent={view.urgent || undefined}>
            {view.clock}
          </span>
        </p>
        <div className={actions}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'lg' })}
            onClick={() => otp.send({ type: 'otp.cancel' })}
          >
            Cancel
          </button>
          <button type="submit" className={button({ size: 'lg' })} disabled={busy} aria-busy={busy}>
            {view.expired ? 'Resend OTP' : view.verifying ? 'Verifying…' : 'Verify'}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

// A signed-in user is sent home (issue 14): an admin entering a new admin's code stays.
export default guestsOnly(OtpPage, true);
