/*
 * What both offline payment stand-ins (eSewa's, Khalti's) do once the customer pays: what the gateway would, or one
 * of the ways a payment goes astray, so the shop's handling of each can be tried without a real gateway.
 */

export type SandboxOutcome = 'return' | 'lose' | 'pending';

/** The choices a stand-in's payment page offers, `pendingStatus` as the gateway spells its waiting status. */
export const sandboxOutcomes = (pendingStatus: string): Record<SandboxOutcome, string> => ({
  return: 'Return to the shop',
  lose: 'Take the payment but lose the return (as if the tab was closed)',
  pending: `Leave the payment ${pendingStatus}`,
});

/** The outcome a posted form chose; anything else is the ordinary return. */
export const sandboxOutcomeOf = (value: string | undefined): SandboxOutcome =>
  value === 'lose' || value === 'pending' ? value : 'return';

/** What the stand-in says when it took the payment and, as told, lost the way back. */
export const lostReturnText = (gateway: string) =>
  `${gateway} took the payment. The return to the shop was lost on purpose (sandbox): close this tab and open the shop again.`;
