import { useEffect, useState, type ReactNode } from 'react';
import { fromCallback, type EventFromLogic, type EventObject } from 'xstate';
import { createAdminOtpLogic, createOtpLogic, type otpMachine } from '../machines/account/otp.machine';
import { type SignupDraft, signupDraftMachine } from '../machines/account/signup-draft.machine';
import type { AppApi } from '../machines/app.machine';
import { useFlow } from '../src/app/app-actor';

interface PreparedProps {
  /** The sign-up draft as the form left it, stored before the screen mounts. */
  draft?: SignupDraft;
  /** Sent to the OTP flow once the screen has opened it: a story's point in time. */
  otp?: EventFromLogic<typeof otpMachine>[];
  children: ReactNode;
}

/**
 * The story's clock: it never ticks by itself, so a screen shows the time the story set (with `otp.tick` events)
 * however long the browser takes, and a story reads '05:00' where the real countdown may already say '04:59'.
 */
const stoppedClock = fromCallback<EventObject, { seconds: number }>(() => {});
const onStoryTime = {
  otp: (api: AppApi) => createOtpLogic(api).provide({ actors: { countdown: stoppedClock } }),
  adminOtp: (api: AppApi) => createAdminOtpLogic(api).provide({ actors: { countdown: stoppedClock } }),
};

function SendToOtp({ events }: { events: EventFromLogic<typeof otpMachine>[] }) {
  const otp = useFlow('otp', createOtpLogic);
  // After the screen's own effect (siblings run in order), so the flow is open when these arrive.
  useEffect(() => events.forEach((event) => otp.send(event)), [otp, events]);
  return null;
}

/** A screen of the sign-up flow at a given point: the draft stored first, then the flow moved along. */
export function Prepared({ draft, otp = [], children }: PreparedProps) {
  const signupDraft = useFlow('signupDraft', () => signupDraftMachine);
  // Started before the screen starts them with the real countdown.
  useFlow('otp', onStoryTime.otp);
  useFlow('adminOtp', onStoryTime.adminOtp);
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
