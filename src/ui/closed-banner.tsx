import { useClosedNotice } from '../lib/use-closed-notice';
import { NoticeBand } from './notice-band';

/** Closed now · opens at 10:00 AM: said on every page, before anyone fills a cart they cannot pay for yet. */
export function ClosedBanner() {
  const notice = useClosedNotice();
  if (!notice) return null;
  return <NoticeBand>{notice.banner}</NoticeBand>;
}
