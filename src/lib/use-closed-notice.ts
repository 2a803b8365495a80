import { useLingui } from '../i18n/use-lingui';
import { formatClockFor } from '../i18n/dates';
import { useResource } from '../app/app-actor';

/**
 * While the kitchen is closed (as the server read its clock when the restaurant's info was last read): the banner's
 * words and the cart's, or null while it is open or not known yet. Pay itself is still checked by the server.
 * The words are contract/opening-hours.ts's closedBanner and payWhenOpen, in the reader's language.
 */
export function useClosedNotice(): { banner: string; pay: string } | null {
  const { i18n } = useLingui();
  const info = useResource('restaurant').data;
  if (!info || info.open_now) return null;
  const time = formatClockFor(i18n, info.opening_time);
  return {
    banner: i18n._('Closed now · opens at {time}', { time }),
    pay: i18n._('We take orders from {time}: you can pay then.', { time }),
  };
}
