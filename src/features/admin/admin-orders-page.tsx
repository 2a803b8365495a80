import { Pagination } from '@ark-ui/react/pagination';
import { Tabs } from '@ark-ui/react/tabs';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { MAX_REASON_LENGTH, type Order, type OrderCounts, REFUND_STATUS_LABELS } from '../../../contract/order';
import {
  CANCEL_QUESTION,
  ORDERS_EMPTY,
  ORDERS_ERROR,
  ORDERS_LOADING,
  REASON_LABEL,
  REFUND_QUESTION,
  REFUND_REFERENCE_LABEL,
  selectAdminOrders,
  type OrderRow,
} from '../../../machines/admin/admin-orders.machine';
import type { OrderFilter } from '../../../machines/admin/order-admin-api';
import { useResource } from '../../app/app-actor';
import { formatOrderTime } from '../orders/order-card';
import { formatAmount } from '../orders/order-lines';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { OrderWay } from '../cart/order-way';
import { LoadError, Spinner } from '../../ui/status';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';
import { ConfirmDialog } from './admin-confirm-dialog';
import { PromptDialog } from './admin-prompt-dialog';
import { useAdminActor, useOrderListShown } from './admin-context';
import { AdminPage } from './admin-layout';
import { TicketDialog } from './admin-order-ticket';
import { LineExtras } from '../cart/line-extras';

// On a phone the tabs are one row that scrolls sideways, like the menu's category tabs.
const tabList = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  scrollbar: 'hidden',
  py: '1',
  mb: '5',
});
const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  flexShrink: 0,
  h: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { borderColor: 'border.strong', color: 'fg.default' },
  _selected: { bg: 'fg.default', borderColor: 'fg.default', color: 'fg.inverse', _hover: { color: 'fg.inverse' } },
});
const tabCount = css({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 });

const list = css({ display: 'grid', gap: '3' });
// A card on a phone; from md up one row per order, its columns lined up like a table's.
const card = css({
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'card',
  md: {
    gridTemplateColumns: '13rem 10rem minmax(0, 1fr) 7rem',
    alignItems: 'start',
    columnGap: '5',
  },
  '&[data-fresh]': { borderColor: 'accent.solid', borderWidth: '2px', animation: 'popIn' },
  '&[aria-busy=true]': { opacity: 0.7 },
});
const pidText = css({ fontFamily: 'body', fontSize: 'md', fontWeight: 'bold', overflowWrap: 'anywhere' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const stack = css({ display: 'grid', gap: '1', alignContent: 'start', justifyItems: 'start' });
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const lines = css({ display: 'grid', gap: '1', fontSize: 'sm' });
const quantity = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const totalText = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', md: { textAlign: 'right' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', md: { gridColumn: '1 / -1' } });
const empty = css({ py: '12', textAlign: 'center', color: 'fg.muted' });
const pager = css({ display: 'flex', gap: '1', justifyContent: 'center', flexWrap: 'wrap', mt: '6' });
const pageButton = cx(
  button({ variant: 'outline', size: 'sm' }),
  css({ minW: '9', '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast', borderColor: 'accent.solid' } }),
);

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
}

/** What is owed back and why, or that it was refunded and under which reference. */
export function refundText(refund: NonNullable<Order['refund']>): string {
  const head = `${REFUND_STATUS_LABELS[refund.status]} · ${formatAmount(refund.amount)}`;
  return refund.status === 'refunded' && refund.reference ? `${head} · ref ${refund.reference}` : `${head} · ${refund.reason}`;
}

function AdminOrderCard({ row, timeZone, busy, onMove, onPrint, onRefund }: OrderCardProps) {
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
            {row.fresh && <span className={badge({ tone: 'count', size: 'sm' })}>New</span>}
          </div>
          <time dateTime={order.created_at} className={muted}>
            {formatOrderTime(order.created_at, timeZone)}
          </time>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className={stack}>
          {order.customer ? (
            <>
              <span className={css({ fontWeight: 'semibold' })}>{order.customer.name}</span>
              <a href={`tel:${order.customer.phone_number}`} className={muted}>
                {order.customer.phone_number}
              </a>
            </>
          ) : (
            <span className={muted}>Customer account deleted</span>
          )}
          <OrderWay order={order} timeZone={timeZone} className={css({ fontSize: 'sm' })} />
        </div>
        <ul className={lines} aria-label={`Meals in order #${order.number}`}>
          {order.items.map((item, index) => (
            <li key={`${item.meal ?? 'gone'}-${index}`}>
              {item.name} <span className={quantity}>× {item.quantity}</span>
              <LineExtras line={item} />
            </li>
          ))}
          {order.delivery_fee > 0 && <li className={quantity}>Delivery {formatAmount(order.delivery_fee)}</li>}
        </ul>
        <p className={totalText}>{formatAmount(order.total)}</p>
        {order.refund && (
          <p className={refundNote} data-refunded={order.refund.status === 'refunded' || undefined}>
            {refundText(order.refund)}
          </p>
        )}
        <div className={actions}>
          {row.moves.map(({ to, label }) => (
            <button
              key={to}
              type="button"
              className={button({ variant: to === 'cancelled' ? 'ghost' : 'solid', size: 'sm' })}
              disabled={busy}
              onClick={() => onMove(to)}
            >
              {label}
            </button>
          ))}
          {row.refundable && (
            <button type="button" className={button({ size: 'sm' })} disabled={busy} onClick={onRefund}>
              Mark refunded
            </button>
          )}
          {row.printable && (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onPrint}>
              Print ticket
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * /route/admin/orders: the kitchen's Order List. Status tabs with counts, pages of 8, each order's legal moves, a
 * printable ticket, and new paid orders arriving live.
 */
export function AdminOrdersPage() {
  const actor = useAdminActor('adminOrders');
  const unseen = useOrderListShown();
  const countsActor = actor.getSnapshot().children.counts;
  const counts = useSelector(countsActor, (snapshot): OrderCounts | null => snapshot?.context.counts ?? null);
  const snapshot = useSelector(actor, (current) => current);
  const view = selectAdminOrders(snapshot, counts, unseen);
  const restaurant = useResource('restaurant').data;
  const timeZone = restaurant?.time_zone;
  // Which ticket is up is the view's own business: printing changes nothing in the orders.
  const [ticket, setTicket] = useState<Order | null>(null);

  const print = (order: Order) => {
    // The ticket must be in the page before the browser's print dialog takes its picture of it.
    flushSync(() => setTicket(order));
    window.print();
  };

  return (
    <AdminPage title="Order List">
      <Tabs.Root
        value={view.filter}
        onValueChange={({ value }) => actor.send({ type: 'orders.filter', filter: value as OrderFilter })}
      >
        <Tabs.List className={tabList} aria-label="Order status">
          {view.tabs.map(({ filter, label, count }) => (
            <Tabs.Trigger key={filter} value={filter} className={tab}>
              {label}
              {count !== null && (
                <>
                  {' '}
                  <span className={tabCount}>{count}</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel, always the selected tab's, as on the menu. */}
        <Tabs.Context>
          {(tabs) => (
            <div {...tabs.getContentProps({ value: view.filter })}>
              {view.status === 'loading' && view.rows.length === 0 && <Spinner label={ORDERS_LOADING} />}
              {view.status === 'failed' && (
                <LoadError message={ORDERS_ERROR} onRetry={() => actor.send({ type: 'orders.retry' })} />
              )}
              {view.status === 'ready' && view.rows.length === 0 && <p className={empty}>{ORDERS_EMPTY}</p>}
              {view.rows.length > 0 && (
                <ol className={list} aria-busy={view.status === 'loading'} aria-label="Orders">
                  {view.rows.map((row) => (
                    <AdminOrderCard
                      key={row.order.id}
                      row={row}
                      timeZone={timeZone}
                      busy={view.busy}
                      onMove={(to) => actor.send({ type: 'order.move', id: row.order.id, to })}
                      onPrint={() => print(row.order)}
                      onRefund={() => actor.send({ type: 'order.refund', id: row.order.id })}
                    />
                  ))}
                </ol>
              )}
            </div>
          )}
        </Tabs.Context>
      </Tabs.Root>
      {view.status === 'ready' && view.paging.count > view.paging.pageSize && (
        <Pagination.Root
          className={pager}
          count={view.paging.count}
          pageSize={view.paging.pageSize}
          page={view.paging.page}
          onPageChange={({ page }) => actor.send({ type: 'orders.page', page })}
        >
          <Pagination.PrevTrigger className={button({ variant: 'outline', size: 'sm' })}>Previous</Pagination.PrevTrigger>
          <Pagination.Context>
            {(pagination) =>
              pagination.pages.map((page, index) =>
                page.type === 'page' ? (
                  <Pagination.Item key={index} {...page} className={pageButton}>
                    {page.value}
                  </Pagination.Item>
                ) : (
                  <Pagination.Ellipsis key={index} index={index}>
                    …
                  </Pagination.Ellipsis>
                ),
              )
            }
          </Pagination.Context>
          <Pagination.NextTrigger className={button({ variant: 'outline', size: 'sm' })}>Next</Pagination.NextTrigger>
        </Pagination.Root>
      )}
      <PromptDialog
        open={view.confirmCancel?.needsReason ?? false}
        question={CANCEL_QUESTION}
        detail={view.confirmCancel ? `${cancelDetail(view.confirmCancel.order)}. It was paid: the refund falls due.` : undefined}
        label={REASON_LABEL}
        maxLength={MAX_REASON_LENGTH}
        busy={view.confirmCancel?.cancelling ?? false}
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        dismissLabel="Keep order"
        onConfirm={(reason) => actor.send({ type: 'order.move.confirm', reason })}
        onCancel={() => actor.send({ type: 'order.move.cancel' })}
      />
      <PromptDialog
        open={view.recordRefund !== null}
        question={REFUND_QUESTION}
        detail={view.recordRefund?.order.refund ? `#${view.recordRefund.order.number}: ${refundText(view.recordRefund.order.refund)}` : undefined}
        label={REFUND_REFERENCE_LABEL}
        maxLength={100}
        busy={view.recordRefund?.recording ?? false}
        confirmLabel="Mark refunded"
        busyLabel="Saving…"
        dismissLabel="Close"
        onConfirm={(reference) => actor.send({ type: 'order.refund.confirm', reference })}
        onCancel={() => actor.send({ type: 'order.refund.cancel' })}
      />
      <ConfirmDialog
        open={view.confirmCancel !== null && !view.confirmCancel.needsReason}
        question={CANCEL_QUESTION}
        detail={view.confirmCancel ? cancelDetail(view.confirmCancel.order) : undefined}
        busy={view.confirmCancel?.cancelling ?? false}
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        dismissLabel="Keep order"
        onConfirm={() => actor.send({ type: 'order.move.confirm' })}
        onCancel={() => actor.send({ type: 'order.move.cancel' })}
      />
      {ticket && (
        <TicketDialog
          order={ticket}
          restaurantName={restaurant?.name ?? FALLBACK_RESTAURANT_NAME}
          timeZone={timeZone}
          onClose={() => setTicket(null)}
        />
      )}
    </AdminPage>
  );
}

const cancelDetail = (order: Order) =>
  `#${order.number}${order.customer ? ` for ${order.customer.name}` : ''}, ${formatAmount(order.total)}`;
