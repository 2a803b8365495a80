import { css, cx } from 'styled-system/css';
import { formatClockFor } from '../i18n/dates';
import { useLingui } from '../i18n/use-lingui';
import { usePace } from '../lib/use-pace';
import { container } from './layout';

const band = css({ bg: 'saffron.100', color: 'charcoal.800', borderBottomWidth: '1px', borderColor: 'saffron.300' });
const text = css({ py: '2', fontSize: 'sm', fontWeight: 'semibold', textAlign: 'center' });

/**
 * "Not taking new orders until 7:45 PM" (the restaurant's clock) on every page while the kitchen has paused new
 * orders, like the closed banner beside it; it goes by itself at the next read after the pause ends.
 */
export function PausedBanner() {
  const { i18n } = useLingui();
  const clock = usePace().pace?.paused_clock;
  if (!clock) return null;
  return (
    <div className={band} role="status">
      <p className={cx(container, text)}>{i18n._('Not taking new orders until {time}', { time: formatClockFor(i18n, clock) })}</p>
    </div>
  );
}
