import type { I18n } from '@lingui/core';
import { Link } from 'wouter';
import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { ReactNode } from 'react';
import { CUSTOMER_STATUS_LABELS, type Order } from '../../../contract/order';
import { formatMoney } from '../../i18n/format';
import { formatDayAndTime, formatTime } from '../../i18n/dates';
import { MealImage } from '../menu/meal-image';
import { OrderLines } from '../cart/order-lines';
import { OrderStatusBadge } from '../cart/order-status-badge';
import { OrderWay } from '../cart/order-way';
import './english';
import { smallMuted } from '../../ui/text-styles';

/**
 * When an order was placed, to the minute: 'Nov 21, 2026, 5:50 PM' (in the restaurant's time zone when known), in
 * `locale` (a page passes `dateLocale(i18n)`: the reader's language).
 */
export function formatOrderTime(createdAt: string, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(createdAt));
}

const head = css({ display: 'flex', alignItems: 'center', gap: '3', p: '4', pb: '3' });
const thumb = css({
  w: '14',
  h: '14',
  flexShrink: 0,
  borderRadius: 'lg',
  objectFit: 'cover',
  bg: 'bg.subtle',
});
const titles = css({ flex: '1', minW: '0', display: 'grid', gap: '1.5' });
const pid = css({ fontWeight: 'bold', fontSize: 'md', overflowWrap: 'anywhere' });
// The pill sits under the reference rather than beside it: a phone's width holds the 'TXN…' number on one line.
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' });
const body = css({ px: '4', pb: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' });
const notes = css({ display: 'grid', gap: '2', px: '4', pb: '4', fontSize: 'sm' });
const note = css({ px: '3', py: '2', borderRadius: 'lg', bg: 'bg.subtle', color: 'fg.muted' });
const owed = css({ px: '3', py: '2', borderRadius: 'lg', bg: 'saffron.100', color: 'charcoal.800' });
const actionRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** An unpaid order whose payment the gateway still processes: said up front, where Pay again would be. */
export const PAYMENT_BEING_PROCESSED = /*i18n*/ 'Payment being processed: this order updates as soon as the payment is confirmed. Please do not pay again.';

/** Until when, in the restaurant's time, an unpaid order can still be paid: 'Pay by 5:50 PM'. */
export function payByText(i18n: I18n, payUntil: string, timeZone?: string): string {
  return i18n._('Pay by {time}', { time: formatTime(i18n, payUntil, timeZone) });
}

/** The money owed back, or refunded, in a sentence. */
export function customerRefundText(i18n: I18n, refund: NonNullable<Order['refund']>): string {
  const amount = formatMoney(i18n, refund.amount, 2);
  // The reason is the kitchen's own words (or the server's record of them): shown as written.
  if (refund.status === 'due') return i18n._('Refund due: {amount}. {reason}', { amount, reason: refund.reason });
  return refund.reference
    ? i18n._('Refunded: {amount} (eSewa ref {reference}).', { amount, reference: refund.reference })
    : i18n._('Refunded: {amount}.', { amount });
}

interface OrderCardProps {
  order: Order;
  /** The first meal's photo, when the menu still has it (order lines keep names and prices, not pictures). */
  image: string | null;
  timeZone?: string;
  /** The list's heading level: h2 on /orders. */
  heading?: 'h2' | 'h3';
  /** What the customer can do with it (pay again, remove). */
  actions?: ReactNode;
}

/** One order: the first meal's photo, its payment reference, when it was placed, its status, lines and total. */
export function OrderCard({ order, image, timeZone, heading: Heading = 'h2', actions }: OrderCardProps) {
  const { i18n } = useLingui();
  const paidRef = order.payment_ref && order.refund === null ? order.payment_ref : null;
  return (
    <article className={card()} aria-labelledby={`order-${order.id}`}>
      <div className={head}>
        <MealImage path={image} alt="" sizes="56px" className={thumb} />
        <div className={titles}>
          <Heading id={`order-${order.id}`} className={pid}>
            {i18n._('Order #{number}', { number: order.number })}
          </Heading>
          <div className={meta}>
            <OrderStatusBadge status={order.status} label={i18n._(CUSTOMER_STATUS_LABELS[order.status])} />
            <time dateTime={order.created_at} className={smallMuted}>
              {formatDayAndTime(i18n, order.created_at, timeZone)}
            </time>
          </div>
        </div>
      </div>
      <div className={body}>
        <OrderWay order={order} timeZone={timeZone} className={css({ mb: '3', fontSize: 'sm' })} />
        <OrderLines order={order} />
      </div>
      {(order.pay_until || order.refund || paidRef || actions) && (
        <div className={notes}>
          {order.pay_until &&
            (order.payment_pending ? (
              <p className={owed}>{i18n._(PAYMENT_BEING_PROCESSED)}</p>
            ) : (
              <p className={note}>{payByText(i18n, order.pay_until, timeZone)}</p>
            ))}
          {order.refund && <p className={owed}>{customerRefundText(i18n, order.refund)}</p>}
          {paidRef && <p className={note}>{i18n._('Paid with eSewa · ref {reference}', { reference: paidRef })}</p>}
          {order.payment_ref && <Link href={`/orders/${order.id}/receipt`}>{i18n._('Receipt')}</Link>}
          {actions && <div className={actionRow}>{actions}</div>}
        </div>
      )}
    </article>
  );
}
