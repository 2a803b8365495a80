import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import { selectAlertNotes, selectWaiting, type kitchenAlertMachine } from '../../../machines/kitchen/kitchen-alert.machine';
import { textOf } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import { askForNotices, canAskForNotices, watchVisibility } from './system-notice';

// Pinned to the foot of every admin screen: the navbar above stays in reach while the alert waits. A space as tall
// as the banner closes the page (Pinned), so the last controls of a screen (a form's submit) scroll up above it.
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
const note = css({ flexBasis: 'full', textAlign: 'center', fontSize: 'md' });
const failed = css({ flexBasis: 'full', textAlign: 'center', fontSize: 'md', fontWeight: 'bold' });

/** The banner, fixed at the foot, after a space of its own height at the end of the page. */
function Pinned({ role, label, children }: { role: 'alert' | 'status'; label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div aria-hidden style={{ height }} />
      <section ref={ref} role={role} aria-label={label} className={banner}>
        {children}
      </section>
    </>
  );
}

/**
 * The new-order alert: it stays, and the chime repeats, until someone in the kitchen presses "Acknowledge" on this
 * tablet or another (docs/rules/orders.md#new-order-alert). It says when another tablet acknowledged, and when a press
 * was not kept (the alert rings on). It also tells the alert whether the tab is in the background, where only a
 * system notification can be seen.
 */
export function KitchenAlertBanner({ alert }: { alert: ActorRefFrom<typeof kitchenAlertMachine> }) {
  const { i18n } = useLingui();
  const waiting = useSelector(alert, selectWaiting);
  const { sending, failure, elsewhere } = useSelector(alert, selectAlertNotes, shallowEqual);
  useEffect(() => watchVisibility((hidden) => alert.send({ type: 'kitchen.visibility', hidden })), [alert]);
  const numbers = elsewhere.map((number) => `#${number}`).join(', ');
  const acknowledgedElsewhere =
    elsewhere.length === 0
      ? null
      : i18n._(/*i18n*/ '{count, plural, one {Order {numbers} was} other {Orders {numbers} were}} acknowledged on another tablet.', {
          count: elsewhere.length,
          numbers,
        });
  if (waiting.length === 0) {
    if (!acknowledgedElsewhere) return null;
    return (
      <Pinned role="status" label={i18n._('New orders')}>
        <p className={note}>{acknowledgedElsewhere}</p>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'lg' })}
          onClick={() => alert.send({ type: 'kitchen.dismissNote' })}
        >
          {i18n._('OK')}
        </button>
      </Pinned>
    );
  }
  return (
    <Pinned role="alert" label={i18n._('New orders')}>
      <ul className={orders}>
        {waiting.map(({ id, message }) => (
          <li key={id}>{textOf(i18n, message)}</li>
        ))}
      </ul>
      <button
        type="button"
        className={button({ size: 'lg' })}
        aria-disabled={sending}
        onClick={() => alert.send({ type: 'kitchen.acknowledge' })}
      >
        {sending ? i18n._('Acknowledging…') : i18n._('Acknowledge')}
      </button>
      {failure && (
        <p className={failed}>
          {i18n._(/*i18n*/ 'Not acknowledged: {reason} The alert stays until it is.', { reason: i18n._(failure) })}
        </p>
      )}
      {acknowledgedElsewhere && <p className={note}>{acknowledgedElsewhere}</p>}
    </Pinned>
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
