import { css, cx } from 'styled-system/css';
import { useClosedNotice } from '../lib/use-closed-notice';
import { container } from './layout';

const band = css({ bg: 'saffron.100', color: 'charcoal.800', borderBottomWidth: '1px', borderColor: 'saffron.300' });
const text = css({ py: '2', fontSize: 'sm', fontWeight: 'semibold', textAlign: 'center' });

/** Closed now · opens at 10:00 AM: said on every page, before anyone fills a cart they cannot pay for yet. */
export function ClosedBanner() {
  const notice = useClosedNotice();
  if (!notice) return null;
  return (
    <div className={band} role="status">
      <p className={cx(container, text)}>{notice.banner}</p>
    </div>
  );
}
