import type { I18n } from '@lingui/core';
import { Link } from 'wouter';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { type Order, REFUND_STATUS_LABELS } from '../../../contract/order';
import { CASH_ADMIN } from '../../../contract/cash';
import type { OrderRow } from '../../../machines/orders/admin-orders.machine';
import { OrderWay } from '../cart/order-way';
import { BillSplit } from '../../ui/bill-split';
import { LineExtras } from '../cart/line-extras';
import { formatOrderTime } from './order-card';
import { OrderStatusBadge } from '../cart/order-status-badge';
import { dateLocale, formatMoney } from '../../i18n/format';
import { surfaceCard } from '../../ui/surface';
import '../../app/admin-english';
import { smallMuted } from '../../ui/text-styles';

// A card on a phone; from md up one row per order, its columns lined up like a table's.
const card = cx(
  surfaceCard,
  css({
    display: 'grid',
    gap: '3',
    p: '4',
    md: {
      gridTemplateColumns: '13rem 10rem minmax(0, 1fr) 7rem',
      alignItems: 'start',
      columnGap: '5',
    },
    '&[data-fresh]': { borderColor: 'accent.solid', borderWidth: '2px', animation: 'popIn' },
    '&[aria-busy=true]': { opacity: 0.7 },
  }),
);
const pidText = css({ fontFamily: 'body', fontSize: 'md', fontWeight: 'bold', overflowWrap: 'anywhere' });
const stack = css({ display: 'grid', gap: '1', alignContent: 'start', justifyItems: 'start' });
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const lines = css({ display: 'grid', gap: '1', fontSize: 'sm' });
const quantity = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const totalText = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', md: { textAlign: 'right' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', md: { gridColumn: '1 / -1' } });

const refundNote = css({
  fontSize: 'sm',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  bg: 'saffron.100',
  color: 'charcoal.800',
  md: { gridColumn: '1 / -1' },
  '&[data-refunded]': { bg: 'cream.200', color: 'charcoal.600' },
});

interface OrderCardProps {
  row: OrderRow;
  timeZone?: string;
  busy: boolean;
  onMove: (to: Order['status']) => void;
  onPrint: () => void;
  onRefund: () => void;
  /** Given only to a role that may take cash (contract/permissions.ts 'cash.receive'). */
  onReceiveCash?: () => void;
}

/** What is owed back and why, or that it was refunded and under which reference. */
export function refundText(i18n: I18n, refund: NonNullable<Order['refund']>): string {
  const status = i18n._(REFUND_STATUS_LABELS[refund.status]);
  const amount = formatMoney(i18n, refund.amount);
  return refund.status === 'refunded' && refund.reference
    ? i18n._('{status} · {amount} · ref {reference}', { status, amount, reference: refund.reference })
    : i18n._('{status} · {amount} · {reason}', { status, amount, reason: refund.reason });
}

export function AdminOrderCard({ row, timeZone, busy, onMove, onPrint, onRefund, onReceiveCash }: OrderCardProps) {
  const { i18n } = useLingui();
  const { order } = row;
  const titleId = `admin-order-${order.id}`;
  return (
    <li>
      <article className={card} aria-labelledby={titleId} aria-busy={row.moving} data-fresh={row.fresh || undefined}>
        <div className={stack}>
          <div className={head}>
            <h2 id={titleId} className={pidText}>
              #{order.number}
            </h2>
            {row.fresh && <span className={badge({ tone: 'count', size: 'sm' })}>{i18n._('New')}</span>}
          </div>
          <time dateTime={order.created_at} className={smallMuted}>
            {formatOrderTime(order.created_at, timeZone, dateLocale(i18n, 'en-US'))}
          </time>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className={stack}>
          {order.customer ? (
            <>
              <span className={css({ fontWeight: 'semibold' })}>{order.customer.name}</span>
              <a href={`tel:${order.customer.phone_number}`} className={smallMuted}>
                {order.customer.phone_number}
              </a>
            </>
          ) : (
            <span className={smallMuted}>{i18n._('Customer account deleted')}</span>
          )}
          <OrderWay staff order={order} timeZone={timeZone} className={css({ fontSize: 'sm' })} />
        </div>
        <ul className={lines} aria-label={i18n._('Meals in order #{number}', { number: order.number })}>
          {order.items.map((item, index) => (
            <li key={`${item.meal ?? 'gone'}-${index}`}>
              {item.name} <span className={quantity}>× {item.quantity}</span>
              <LineExtras line={item} />
            </li>
          ))}
          {order.delivery_fee > 0 && (
            <li className={quantity}>{i18n._('Delivery {fee}', { fee: formatMoney(i18n, order.delivery_fee) })}</li>
          )}
        </ul>
        <div>
          <p className={totalText}>{formatMoney(i18n, order.total)}</p>
          <BillSplit bill={order.bill} />
        </div>
        {order.refund && (
          <p className={refundNote} data-refunded={order.refund.status === 'refunded' || undefined}>
            {refundText(i18n, order.refund)}
          </p>
        )}
        <div className={actions}>
          {row.cashToCollect && onReceiveCash && (
            <button type="button" className={button({ size: 'sm' })} disabled={busy} onClick={onReceiveCash}>
              {i18n._(CASH_ADMIN.received)}
            </button>
          )}
          {row.moves.map(({ to, label }) => (
            <button
              key={to}
              type="button"
              className={button({ variant: to === 'cancelled' ? 'ghost' : 'solid', size: 'sm' })}
              disabled={busy}
              onClick={() => onMove(to)}
            >
              {i18n._(label)}
            </button>
          ))}
          {row.refundable && (
            <button type="button" className={button({ size: 'sm' })} disabled={busy} onClick={onRefund}>
              {i18n._('Mark refunded')}
            </button>
          )}
          {row.printable && (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onPrint}>
              {i18n._('Print ticket')}
            </button>
          )}
          {(row.printable || order.refund) && (
            <Link href={`/orders/${order.id}/receipt`} className={button({ variant: 'outline', size: 'sm' })}>
              {i18n._('Receipt')}
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}
