import { formatClockFor } from '../i18n/dates';
import { useLingui } from '../i18n/use-lingui';
import { usePace } from '../lib/use-pace';
import { NoticeBand } from './notice-band';

/**
 * "Not taking new orders until 7:45 PM" (the restaurant's clock) on every page while the kitchen has paused new
 * orders, like the closed banner beside it; it goes by itself at the next read after the pause ends.
 */
export function PausedBanner() {
  const { i18n } = useLingui();
  const clock = usePace().pace?.paused_clock;
  if (!clock) return null;
  return <NoticeBand>{i18n._('Not taking new orders until {time}', { time: formatClockFor(i18n, clock) })}</NoticeBand>;
}
