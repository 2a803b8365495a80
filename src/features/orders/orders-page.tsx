import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, disc } from 'styled-system/recipes';
import { Link } from 'wouter';
import { CUSTOMER_STATUS_LABELS, type Order } from '../../../contract/order';
import { selectAuth } from '../../../machines/shared/auth.machine';
import {
  createOrdersLogic,
  NO_ORDERS,
  ORDERS_LOAD_FAILED,
  ORDERS_LOADING,
  payable,
  removable,
  selectOrders,
} from '../../../machines/orders/orders.machine';
import { useResource, useSystemActor } from '../../app/app-actor';
import { useScreenFlow } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { ClocheIcon } from '../../ui/icons';
import { container, visuallyHidden } from '../../ui/layout';
import { OrderCard } from './order-card';
import { PageLayout } from '../../ui/page-layout';
import { Pager } from '../../ui/pager';
import { sectionHeading } from '../../ui/section-heading';
import { LoadError, Spinner } from '../../ui/status';
import { formatNumber } from '../../i18n/format';
import { smallMuted } from '../../ui/text-styles';
import './english';

const page = css({ py: { base: '6', md: '12' } });
const header = css({
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: '4',
  mb: { base: '6', md: '8' },
  // Below the sticky navbar when a new page scrolls it into view.
  scrollMarginTop: '24',
});
const countText = cx(smallMuted, css({ whiteSpace: 'nowrap' }));
const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
  gap: { base: '4', md: '6' },
});
const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  py: '16',
  px: '6',
  textAlign: 'center',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  color: 'fg.muted',
});
const emptyArt = cx(disc({ size: '20', tone: 'accentSubtle' }), css({ '& svg': { w: '10', h: '10' } }));

/**
 * What the live stream changed, in words: 'Order #1042: Ready' for each order on view whose status moved since it was
 * last shown (docs/rules/screens.md#keyboard-and-screen-readers). Orders newly shown (a page turned, the first
 * load) say nothing.
 */
function useStatusNews(orders: readonly Order[] | null) {
  const { i18n } = useLingui();
  const known = useRef(new Map<number, Order['status']>());
  const [news, setNews] = useState('');
  useEffect(() => {
    if (!orders) return;
    const changed = orders.filter((order) => {
      const before = known.current.get(order.id);
      return before !== undefined && before !== order.status;
    });
    for (const order of orders) known.current.set(order.id, order.status);
    if (changed.length === 0) return;
    setNews(
      changed
        .map((order) =>
          i18n._('Order #{number}: {status}', {
            number: order.number,
            status: i18n._(CUSTOMER_STATUS_LABELS[order.status]),
          }),
        )
        .join(' '),
    );
  }, [orders, i18n]);
  return news;
}

/**
 * /orders (docs/rules/orders.md#order-statuses): the customer's orders, newest first, each with its lines, total, when
 * it was placed and its status, which follows the kitchen live while the page is open.
 */
export function OrdersPage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const { flow: orders, view } = useScreenFlow('orders', createOrdersLogic, selectOrders);
  // Once the session check has answered: a visitor is turned away, an admin sent to the kitchen's list.
  useOpenOnce(auth.status === 'checking' ? null : auth.role, () =>
    orders.send({ type: 'orders.open', role: auth.role }),
  );
  // The live stream runs while the page is on view, and stops when the customer leaves it.
  useEffect(() => {
    orders.send({ type: 'orders.show' });
    return () => orders.send({ type: 'orders.hide' });
  }, [orders]);

  // Order lines keep names and prices, not pictures: the menu lends each card its first meal's photo.
  const menu = useResource('meals').data;
  const images = useMemo(() => new Map(menu?.map((meal) => [meal.id, meal.main_image])), [menu]);
  const timeZone = useResource('restaurant').data?.time_zone;
  const top = useRef<HTMLDivElement>(null);
  const news = useStatusNews(view.status === 'ready' ? view.orders : null);
  const described = (order: Order) => `order-${order.id}`;

  return (
    <PageLayout title={i18n._('My Orders')}>
      <div className={cx(container, page)}>
        <div ref={top} className={header}>
          <h1 className={sectionHeading}>{i18n._('My Orders')}</h1>
          <p role="status" className={visuallyHidden} data-testid="order-news">
            {news}
          </p>
          {view.status === 'ready' && view.count > 0 && (
            <p className={countText}>
              {i18n._('{count, plural, one {{number} order} other {{number} orders}}', {
                count: view.count,
                number: formatNumber(i18n, view.count),
              })}
            </p>
          )}
        </div>
        {view.status === 'failed' ? (
          <LoadError message={i18n._(ORDERS_LOAD_FAILED)} onRetry={() => orders.send({ type: 'orders.retry' })} />
        ) : view.status !== 'ready' ? (
          <Spinner label={i18n._(ORDERS_LOADING)} />
        ) : view.orders.length === 0 ? (
          <div className={empty}>
            <span className={emptyArt} aria-hidden="true">
              <ClocheIcon />
            </span>
            <p className={css({ fontSize: 'lg', color: 'fg.default' })}>{i18n._(NO_ORDERS)}</p>
            <Link href="/menu" className={button({ size: 'lg' })}>
              {i18n._('Browse the Menu')}
            </Link>
          </div>
        ) : (
          <div className={list}>
            {view.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                image={images.get(order.items.find((item) => item.meal !== null)?.meal ?? 0) ?? null}
                timeZone={timeZone}
                actions={
                  removable(order) ? (
                    <>
                      {payable(order) && (
                        <button
                          type="button"
                          className={button({ size: 'sm' })}
                          disabled={view.acting !== null}
                          aria-busy={view.acting === order.id}
                          aria-describedby={described(order)}
                          onClick={() => orders.send({ type: 'orders.payAgain', id: order.id })}
                        >
                          {i18n._('Pay again')}
                        </button>
                      )}
                      <button
                        type="button"
                        className={button({ variant: 'ghost', size: 'sm' })}
                        disabled={view.acting !== null}
                        aria-describedby={described(order)}
                        onClick={() => orders.send({ type: 'orders.remove', id: order.id })}
                      >
                        {i18n._('Remove')}
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      disabled={view.acting !== null}
                      aria-busy={view.acting === order.id}
                      // Which order it repeats: the card's heading, 'Order #1042'
                      // (docs/rules/screens.md#keyboard-and-screen-readers).
                      aria-describedby={described(order)}
                      onClick={() =>
                        orders.send({ type: 'orders.reorder', id: order.id, owner: auth.user?.phoneNumber ?? '' })
                      }
                    >
                      {i18n._('Order again')}
                    </button>
                  )
                }
              />
            ))}
          </div>
        )}
        {view.status === 'ready' && view.count > view.pageSize && (
          <Pager
            roomy
            count={view.count}
            pageSize={view.pageSize}
            page={view.page}
            onPageChange={(chosen) => {
              orders.send({ type: 'orders.page', page: chosen });
              top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
          />
        )}
      </div>
    </PageLayout>
  );
}

export default OrdersPage;
