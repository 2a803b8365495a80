/** Sends one text message; throws when the message could not be handed over. */
export interface SmsProvider {
  sendSms(to: string, text: string): Promise<void>;
}

/** Only the last digits: enough to tell messages apart in a log, not enough to collect numbers from it. */
export const maskNumber = (to: string) => `${'*'.repeat(Math.max(0, to.length - 3))}${to.slice(-3)}`;
