import { Tabs } from '@ark-ui/react/tabs';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { css, cx } from 'styled-system/css';
import { pillTab } from 'styled-system/recipes';
import type { Order, OrderCounts } from '../../../contract/order';
import {
  ORDERS_EMPTY,
  ORDERS_ERROR,
  ORDERS_LOADING,
  selectAdminOrders,
} from '../../../machines/orders/admin-orders.machine';
import type { OrderFilter } from '../../../machines/orders/order-admin-api';
import { may } from '../../../contract/permissions';
import { useResource } from '../../app/app-actor';
import { useStaffRole } from '../../ui/staff-role-context';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';
import { Pager } from '../../ui/pager';
import { LoadError, Spinner } from '../../ui/status';
import { useAdminFlow, useOrderListShown } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { AdminOrderCard } from './admin-order-card';
import { OrderDialogs } from './admin-order-dialogs';
import { TicketDialog } from './admin-order-ticket';
import { formatNumber } from '../../i18n/format';
import '../../app/admin-english';
import { emptyText } from '../../ui/text-styles';

// On a phone the tabs are one row that scrolls sideways, like the menu's category tabs.
const tabList = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  scrollbar: 'hidden',
  py: '1',
  mb: '5',
});
const tab = cx(pillTab(), css({ display: 'inline-flex', alignItems: 'center', gap: '2', px: '4' }));
const tabCount = css({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 });

const list = css({ display: 'grid', gap: '3' });

/**
 * /route/admin/orders: the kitchen's Order List. Status tabs with counts, pages of 8, each order's legal moves, a
 * printable ticket, and new paid orders arriving live.
 */
export function AdminOrdersPage() {
  const { i18n } = useLingui();
  const actor = useAdminFlow('adminOrders');
  const unseen = useOrderListShown();
  const countsActor = actor.getSnapshot().children.counts;
  const counts = useSelector(countsActor, (snapshot): OrderCounts | null => snapshot?.context.counts ?? null);
  const snapshot = useSelector(actor, (current) => current);
  const view = selectAdminOrders(snapshot, counts, unseen);
  const restaurant = useResource('restaurant').data;
  const timeZone = restaurant?.time_zone;
  // Which ticket is up is the view's own business: printing changes nothing in the orders.
  const [ticket, setTicket] = useState<Order | null>(null);
  // The kitchen sees what is to collect but does not take money (docs/rules/roles.md#staff-roles); outside the admin
  // area, the owner.
  const staff = useStaffRole();
  const takesCash = !staff || may(staff.role, 'cash.receive');

  const print = (order: Order) => {
    // The ticket must be in the page before the browser's print dialog takes its picture of it.
    flushSync(() => setTicket(order));
    window.print();
  };

  return (
    <AdminPage title={i18n._('Order List')}>
      <Tabs.Root
        value={view.filter}
        onValueChange={({ value }) => actor.send({ type: 'orders.filter', filter: value as OrderFilter })}
      >
        <Tabs.List className={tabList} aria-label={i18n._('Order status')}>
          {view.tabs.map(({ filter, label, count }) => (
            <Tabs.Trigger key={filter} value={filter} className={tab}>
              {i18n._(label)}
              {count !== null && (
                <>
                  {' '}
                  <span className={tabCount}>{formatNumber(i18n, count)}</span>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel, always the selected tab's, as on the menu. */}
        <Tabs.Context>
          {(tabs) => (
            <div {...tabs.getContentProps({ value: view.filter })}>
              {view.status === 'loading' && view.rows.length === 0 && <Spinner label={i18n._(ORDERS_LOADING)} />}
              {view.status === 'failed' && (
                <LoadError message={i18n._(ORDERS_ERROR)} onRetry={() => actor.send({ type: 'orders.retry' })} />
              )}
              {view.status === 'ready' && view.rows.length === 0 && <p className={emptyText}>{i18n._(ORDERS_EMPTY)}</p>}
              {view.rows.length > 0 && (
                <ol className={list} aria-busy={view.status === 'loading'} aria-label={i18n._('Orders')}>
                  {view.rows.map((row) => (
                    <AdminOrderCard
                      key={row.order.id}
                      row={row}
                      timeZone={timeZone}
                      busy={view.busy}
                      onMove={(to) => actor.send({ type: 'order.move', id: row.order.id, to })}
                      onPrint={() => print(row.order)}
                      onRefund={() => actor.send({ type: 'order.refund', id: row.order.id })}
                      onReceiveCash={
                        takesCash ? () => actor.send({ type: 'order.cashReceived', id: row.order.id }) : undefined
                      }
                    />
                  ))}
                </ol>
              )}
            </div>
          )}
        </Tabs.Context>
      </Tabs.Root>
      {view.status === 'ready' && view.paging.count > view.paging.pageSize && (
        <Pager
          count={view.paging.count}
          pageSize={view.paging.pageSize}
          page={view.paging.page}
          onPageChange={(page) => actor.send({ type: 'orders.page', page })}
        />
      )}
      <OrderDialogs view={view} send={(event) => actor.send(event)} />
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
