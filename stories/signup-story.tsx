import { useEffect, useState, type ReactNode } from 'react';
import type { EventFromLogic } from 'xstate';
import { createOtpLogic, type otpMachine } from '../machines/account/otp.machine';
import { type SignupDraft, signupDraftMachine } from '../machines/account/signup-draft.machine';
import { useFlow } from '../src/app/app-actor';

interface PreparedProps {
  /** The sign-up draft as the form left it, stored before the screen mounts. */
  draft?: SignupDraft;
  /** Sent to the OTP flow once the screen has opened it: a story's point in time. */
  otp?: EventFromLogic<typeof otpMachine>[];
  children: ReactNode;
}

function SendToOtp({ events }: { events: EventFromLogic<typeof otpMachine>[] }) {
  const otp = useFlow('otp', createOtpLogic);
  // After the screen's own effect (siblings run in order), so the flow is open when these arrive.
  useEffect(() => events.forEach((event) => otp.send(event)), [otp, events]);
  return null;
}

/** A screen of the sign-up flow at a given point: the draft stored first, then the flow moved along. */
export function Prepared({ draft, otp = [], children }: PreparedProps) {
  const signupDraft = useFlow('signupDraft', () => signupDraftMachine);
  const [ready] = useState(() => {
    if (draft) signupDraft.send({ type: 'signup.draft.update', values: draft });
    return true;
  });
  return (
    ready && (
      <>
        {children}
        <SendToOtp events={otp} />
      </>
    )
  );
}
