import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import { selectWaiting, type kitchenAlertMachine } from '../../../machines/admin/kitchen-alert.machine';
import { textOf } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import { askForNotices, canAskForNotices, watchVisibility } from './system-notice';

// Pinned to the foot of every admin screen: the navbar above stays in reach while the alert waits.
const banner = css({
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'skipLink',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.accentSubtle',
  color: 'accent.text',
  borderTopWidth: '4px',
  borderColor: 'accent.solid',
  boxShadow: 'card',
});
const orders = css({ display: 'grid', gap: '1', fontSize: 'xl', fontWeight: 'bold' });

/**
 * The new-order alert: it stays, and the chime repeats, until someone in the kitchen presses "Acknowledge". It also
 * tells the alert whether the tab is in the background, where only a system notification can be seen.
 */
export function KitchenAlertBanner({ alert }: { alert: ActorRefFrom<typeof kitchenAlertMachine> }) {
  const { i18n } = useLingui();
  const waiting = useSelector(alert, selectWaiting);
  useEffect(() => watchVisibility((hidden) => alert.send({ type: 'kitchen.visibility', hidden })), [alert]);
  if (waiting.length === 0) return null;
  return (
    <section role="alert" aria-label={i18n._('New orders')} className={banner}>
      <ul className={orders}>
        {waiting.map(({ id, message }) => (
          <li key={id}>{textOf(i18n, message)}</li>
        ))}
      </ul>
      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={() => alert.send({ type: 'kitchen.acknowledge' })}
      >
        {i18n._('Acknowledge')}
      </button>
    </section>
  );
}

/**
 * On the kitchen screen: asks once, from a press (browsers ignore the question without one), to allow the system
 * notifications a tab in the background needs. Gone once the browser has an answer, either way.
 */
export function AllowNotices() {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState(canAskForNotices);
  if (!asking) return null;
  return (
    <button
      type="button"
      className={cx(button({ variant: 'outline', size: 'lg' }), css({ mb: '5' }))}
      onClick={() => void askForNotices().finally(() => setAsking(canAskForNotices()))}
    >
      {i18n._('Allow notifications of new orders')}
    </button>
  );
}
