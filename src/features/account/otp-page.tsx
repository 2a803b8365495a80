import { useLingui } from '../../i18n/use-lingui';
import { RichText } from '../../i18n/rich-text';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { createAdminOtpLogic, createOtpLogic, OTP_LENGTH, selectOtp } from '../../../machines/account/otp.machine';
import { signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { AuthCard } from './auth-card';
import { CodeInput } from './code-input';
import { guestsOnly } from '../../app/guests-only';
import { dateLocale, formatNumber } from '../../i18n/format';
import '../../i18n/contract-english';
import { FlowForm } from './flow-form';
import './english';

const countdown = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: '2',
  color: 'fg.muted',
  fontSize: 'sm',
});
const clock = css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'fg.default' });
// docs/rules/states.md#otp-countdown: red at 60 seconds or less.
const urgentClock = css({ color: 'nonVeg.text' });
const hint = css({ mt: '-4', color: 'fg.muted', fontSize: 'sm', textAlign: 'center' });
const actions = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' });
const form = css({ display: 'grid', gap: '6' });

/**
 * /otp (docs/rules/screens.md#otp and docs/rules/states.md#otp-countdown): the texted code in four boxes, the time it
 * has left, Cancel and Verify (or Resend OTP). The draft says whose code it is: a sign-up's signs the customer in, an
 * admin's Add User creates the admin.
 */
export function OtpPage() {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const forAdmin = draft.getSnapshot().context.account_type === 'admin';
  return forAdmin ? <AdminOtp key="admin" /> : <CustomerOtp key="customer" />;
}

const CustomerOtp = () => <OtpScreen otp={useFlow('otp', createOtpLogic)} />;
const AdminOtp = () => <OtpScreen otp={useFlow('adminOtp', createAdminOtpLogic)} />;

function OtpScreen({ otp }: { otp: ReturnType<typeof useFlow<'otp'>> }) {
  const { i18n } = useLingui();
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const view = useSelector(otp, selectOtp);
  useNavigateOn(otp);
  // Without a phone number in the draft there is nothing to verify: the flow sends the visitor to /signup.
  useEffect(() => otp.send({ type: 'otp.open', draft: draft.getSnapshot().context }), [otp, draft]);

  if (!view.open) return <AuthCard title={i18n._('Verify OTP')}>{null}</AuthCard>;
  const busy = view.verifying || view.resending;
  // mm:ss in the reader's digits ('04:59' in English, as the flow's clock reads).
  const zero = formatNumber(i18n, 0);
  const time = [Math.floor(view.remaining / 60), view.remaining % 60]
    .map((part) => formatNumber(i18n, part).padStart(2, zero))
    .join(':');
  const clockFace = (
    <span className={cx(clock, view.urgent && urgentClock)} data-urgent={view.urgent || undefined}>
      {time}
    </span>
  );
  return (
    <AuthCard
      title={i18n._('Verify OTP')}
      lead={
        <RichText
          id={/*i18n*/ 'Enter the {length}-digit code sent to <0>{phone}</0>.'}
          values={{ length: formatNumber(i18n, OTP_LENGTH), phone: view.phoneNumber }}
          components={{ 0: <strong /> }}
        />
      }
    >
      <FlowForm
        className={form}
        onSubmit={() => otp.send(view.expired ? { type: 'otp.resend' } : { type: 'otp.verify' })}
      >
        <CodeInput
          label={i18n._('Verification code')}
          length={OTP_LENGTH}
          value={view.code}
          onChange={(code) => otp.send({ type: 'otp.change', code })}
          error={view.error}
          disabled={busy}
        />
        <p className={countdown} role="timer" aria-live="off">
          {view.expired ? (
            <>
              {i18n._('The code has expired.')}
              {clockFace}
            </>
          ) : (
            <RichText id={/*i18n*/ 'Code expires in <0>{clock}</0>'} values={{ clock: time }} components={{ 0: clockFace }} />
          )}
        </p>
        {/* Hidden at 0 and shown again after a resend: each countdown reads its own end. */}
        {!view.expired && <NewCodeAt remaining={view.remaining} />}
        <div className={actions}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'lg' })}
            onClick={() => otp.send({ type: 'otp.cancel' })}
          >
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={button({ size: 'lg' })} disabled={busy} aria-busy={busy}>
            {view.expired ? i18n._('Resend OTP') : view.verifying ? i18n._('Verifying…') : i18n._('Verify')}
          </button>
        </div>
      </FlowForm>
    </AuthCard>
  );
}

/**
 * A code texted that never came can only be replaced once the countdown ends (docs/rules/states.md#otp-countdown): said
 * up front, as the time of day the countdown ends, read once when it starts.
 */
function NewCodeAt({ remaining }: { remaining: number }) {
  const { i18n } = useLingui();
  const [endsAt] = useState(() => Date.now() + remaining * 1000);
  const time = new Intl.DateTimeFormat(dateLocale(i18n, 'en-US'), { timeStyle: 'short' }).format(endsAt);
  return <p className={hint}>{i18n._('No SMS? You can ask for a new code at {time}, when the countdown ends.', { time })}</p>;
}

// A signed-in user is sent home (docs/rules/robustness.md#screens): an admin entering a new admin's code stays.
export default guestsOnly(OtpPage, true);
