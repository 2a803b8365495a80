import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import {
  KITCHEN_LOAD_FAILED,
  LATER_MINUTES,
  selectKitchenScreen,
  type KitchenColumn,
} from '../../../machines/kitchen/kitchen-screen.machine';
import { formatOrderTime } from '../orders/order-card';
import { OrderWay } from '../cart/order-way';
import { ReadStatus, type ReadTexts } from '../../ui/status';
import { useResource } from '../../app/app-actor';
import { useAdminFlow, useOrderListShown } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { SoldOutPanel } from '../catalogue/sold-out-panel';
import { PaceControls } from './admin-pace-controls';
import { AllowNotices } from './kitchen-alert-banner';
import { LineExtras } from '../cart/line-extras';
import { dateLocale, formatNumber } from '../../i18n/format';
import '../../app/admin-english';

// A tablet on the kitchen wall, read from across the room: three columns side by side from a tablet's width up.
const KITCHEN_READ: ReadTexts = { loading: /*i18n*/ 'Loading the kitchen...', loadFailed: KITCHEN_LOAD_FAILED };
const board = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '5', alignItems: 'start' });
const column = css({ display: 'grid', gap: '3', p: '3', bg: 'bg.subtle', borderRadius: '2xl', minH: '40' });
const columnHeading = css({ display: 'flex', justifyContent: 'space-between', fontSize: '2xl', fontWeight: 'bold', px: '1' });
const card = css({ display: 'grid', gap: '3', p: '4', bg: 'bg.surface', borderRadius: 'xl', boxShadow: 'card' });
const number = css({ fontFamily: 'display', fontSize: '4xl', fontWeight: 'bold', lineHeight: 'none' });
const meta = css({ color: 'fg.muted', fontSize: 'md' });
const dishes = css({ display: 'grid', gap: '1', fontSize: 'xl', fontWeight: 'semibold' });
const way = css({ fontSize: 'lg' });
const steps = css({ display: 'flex', flexWrap: 'wrap', gap: '2', '& > :first-child': { flex: '1' } });
const flag = css({ color: 'accent.text' });
const empty = css({ color: 'fg.subtle', fontSize: 'lg', px: '1' });

interface ColumnProps {
  view: KitchenColumn;
  /** Dishes sold out now: an order for later that holds one is flagged, so the kitchen calls the customer. */
  soldOut: ReadonlySet<number>;
  onMove: (id: number, to: KitchenColumn['cards'][number]['order']['status']) => void;
  onLater: (id: number) => void;
  /** The restaurant's, whatever the tablet's own is set to. */
  timeZone: string | undefined;
}

function Column({ view, soldOut, onMove, onLater, timeZone }: ColumnProps) {
  const { i18n } = useLingui();
  return (
    <section className={column} aria-labelledby={`kitchen-${view.status}`}>
      <h2 id={`kitchen-${view.status}`} className={columnHeading}>
        <span>{i18n._(view.label)}</span>
        <span aria-label={i18n._('{count} orders', { count: view.cards.length })}>
          {formatNumber(i18n, view.cards.length)}
        </span>
      </h2>
      {view.cards.length === 0 && <p className={empty}>{i18n._('Nothing here.')}</p>}
      {view.cards.map(({ order, next, moving, later }) => (
        <article
          key={order.id}
          className={card}
          aria-label={i18n._('Order #{number}', { number: order.number })}
          aria-busy={moving || undefined}
        >
          <p className={number}>#{formatNumber(i18n, order.number)}</p>
          <p className={meta}>
            {order.customer?.name ?? i18n._('Customer account deleted')} ·{' '}
            {formatOrderTime(order.created_at, timeZone, dateLocale(i18n, 'en-US'))}
          </p>
          <ul className={dishes}>
            {/* An order's lines never change order, and one dish may be two lines (a half plate and a full one). */}
            {order.items.map((line, index) => (
              <li key={index}>
                {formatNumber(i18n, line.quantity)} × {line.name}
                {order.scheduled_for && line.meal !== null && soldOut.has(line.meal) && (
                  <strong className={flag}> · {i18n._('Sold out')}</strong>
                )}
                <LineExtras line={line} />
              </li>
            ))}
          </ul>
          <OrderWay staff order={order} timeZone={timeZone} className={way} />
          <div className={steps}>
            {next && (
              <button type="button" className={button({ size: 'lg' })} disabled={moving} onClick={() => onMove(order.id, next.to)}>
                {i18n._(next.label)}
              </button>
            )}
            {later && (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'lg' })}
                disabled={moving}
                aria-label={i18n._('Order #{number} ready {minutes} minutes later', {
                  number: order.number,
                  minutes: LATER_MINUTES,
                })}
                onClick={() => onLater(order.id)}
              >
                {i18n._('+{minutes} min', { minutes: LATER_MINUTES })}
              </button>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

/**
 * /route/admin/kitchen (docs/rules/orders.md#kitchen-screen): what is paid, being made and ready, live, for the kitchen
 * wall.
 */
export function KitchenPage() {
  const { i18n } = useLingui();
  const actor = useAdminFlow('kitchenScreen');
  // New orders show up here themselves: the kitchen alert only chimes.
  useOrderListShown();
  const view = useSelector(actor, selectKitchenScreen);
  const switches = useAdminFlow('soldOutSwitches');
  const soldOut = useSelector(switches, (snapshot) => snapshot.context.state);
  const soldOutMeals = new Set(soldOut.meals.map((entry) => entry.meal));
  const timeZone = useResource('restaurant').data?.time_zone;
  return (
    <AdminPage title={i18n._('Kitchen screen')}>
      <AllowNotices />
      <PaceControls />
      <ReadStatus status={view.status} texts={KITCHEN_READ} onRetry={() => actor.send({ type: 'kitchen.retry' })} />
      {view.status === 'ready' && (
        <div className={board}>
          {view.columns.map((columnView) => (
            <Column
              key={columnView.status}
              view={columnView}
              soldOut={soldOutMeals}
              timeZone={timeZone}
              onMove={(id, to) => actor.send({ type: 'kitchen.move', id, to })}
              onLater={(id) => actor.send({ type: 'kitchen.later', id })}
            />
          ))}
        </div>
      )}
      <SoldOutPanel actor={switches} />
    </AdminPage>
  );
}
