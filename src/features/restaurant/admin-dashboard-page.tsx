import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, skeleton } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Dashboard } from '../../../contract/dashboard';
import { DASHBOARD_DAYS } from '../../../contract/dashboard';
import {
  DASHBOARD_ERROR,
  DASHBOARD_LOADING,
  DASHBOARD_STALE,
  selectDashboard,
  type DashboardView,
} from '../../../machines/restaurant/dashboard.machine';
import { RetryIcon } from '../../ui/icons';
import { visuallyHidden } from '../../ui/layout';
import { OrderStatusBadge } from '../cart/order-status-badge';
import { formatMoney, formatNumber } from '../../i18n/format';
import { LoadError } from '../../ui/status';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { longDayLabel, RevenueChart } from './revenue-chart';
import { figuresPanel, figuresPanelTitle } from '../../ui/admin/admin-styles';
import '../../app/admin-english';
import { smallMuted } from '../../ui/text-styles';

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '5',
});
const dateText = css({ color: 'fg.muted', fontWeight: 'medium' });
const stats = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' },
  mb: '4',
});
const statLabel = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });
const statValue = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
});
const wideStat = css({ gridColumn: { base: 'span 2', md: 'auto' } });
const panels = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
});
const chartPanel = css({ gridColumn: { lg: 'span 2' } });
const rows = css({ display: 'grid', gap: '2' });
const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minH: '8' });
const count = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const mealRow = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: '3',
});
const rank = css({ color: 'fg.subtle', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const mealName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const staleNote = css({
  p: '3',
  mb: '4',
  borderRadius: 'lg',
  bg: 'bg.accentSubtle',
  color: 'accent.text',
  fontSize: 'sm',
});
const link = css({
  justifySelf: 'start',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'accent.text',
  textDecoration: 'underline',
});

/** /route/admin: how the day is going (docs/rules/orders.md#dashboard) — live while it is open. */
export function AdminDashboardPage() {
  const { i18n } = useLingui();
  const actor = useAdminFlow('dashboard');
  const view = useSelector(actor, selectDashboard);
  return (
    <AdminPage title={i18n._('Dashboard')}>
      {view.status === 'failed' ? (
        <LoadError message={i18n._(DASHBOARD_ERROR)} onRetry={() => actor.send({ type: 'dashboard.retry' })} />
      ) : view.dashboard ? (
        <Figures
          i18n={i18n}
          view={view}
          dashboard={view.dashboard}
          onRefresh={() => actor.send({ type: 'dashboard.refresh' })}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </AdminPage>
  );
}

interface FiguresProps {
  i18n: I18n;
  view: DashboardView;
  dashboard: Dashboard;
  onRefresh: () => void;
}

function Figures({ i18n, view, dashboard, onRefresh }: FiguresProps) {
  const { today } = dashboard;
  return (
    <>
      <div className={toolbar}>
        <p className={dateText}>{i18n._('Today, {day}', { day: longDayLabel(i18n, today.date) })}</p>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={onRefresh}
          disabled={view.refreshing}
          aria-busy={view.refreshing}
        >
          <RetryIcon />
          {view.refreshing ? i18n._('Refreshing…') : i18n._('Refresh')}
        </button>
      </div>
      {view.stale && (
        <p role="status" className={staleNote}>
          {i18n._(DASHBOARD_STALE)}
        </p>
      )}
      <div className={stats}>
        <Stat label={i18n._("Today's sales")} className={wideStat}>
          {formatMoney(i18n, today.sales)}
        </Stat>
        <Stat label={i18n._("Today's orders")}>{formatNumber(i18n, today.orders)}</Stat>
        <Stat label={i18n._('Waiting for the kitchen')}>{formatNumber(i18n, view.kitchenQueue)}</Stat>
      </div>
      <div className={panels}>
        <section aria-labelledby="revenue-heading" className={cx(figuresPanel, chartPanel)}>
          <h2 id="revenue-heading" className={figuresPanelTitle}>
            {i18n._('Revenue, last {days} days', { days: DASHBOARD_DAYS })}
          </h2>
          <RevenueChart revenue={dashboard.revenue} />
        </section>
        <section aria-labelledby="status-heading" className={figuresPanel}>
          <h2 id="status-heading" className={figuresPanelTitle}>
            {i18n._('Orders by status')}
          </h2>
          <ul className={rows} aria-labelledby="status-heading">
            {view.byStatus.map(({ status, count: howMany }) => (
              <li key={status} className={row}>
                <OrderStatusBadge status={status} />
                <span className={count}>{formatNumber(i18n, howMany)}</span>
              </li>
            ))}
          </ul>
          <Link href="/orders" className={link}>
            {i18n._('Open the Order List')}
          </Link>
        </section>
        <section aria-labelledby="top-heading" className={figuresPanel}>
          <h2 id="top-heading" className={figuresPanelTitle}>
            {i18n._('Top meals')}
          </h2>
          {dashboard.top_meals.length === 0 ? (
            <p className={smallMuted}>{i18n._('No meals sold in the last {days} days.', { days: DASHBOARD_DAYS })}</p>
          ) : (
            <ol className={rows} aria-labelledby="top-heading">
              {dashboard.top_meals.map((meal, index) => (
                <li key={`${meal.meal ?? 'gone'}-${meal.name}`} className={mealRow}>
                  <span className={rank}>{formatNumber(i18n, index + 1)}</span>
                  <span className={mealName}>
                    {meal.name}
                    {meal.meal === null && <span className={smallMuted}> {i18n._('(no longer on the menu)')}</span>}
                    <span className={cx(smallMuted, css({ display: 'block', fontWeight: 'normal' }))}>
                      {i18n._('{quantity} sold', { quantity: meal.quantity })}
                    </span>
                  </span>
                  <span className={count}>{formatMoney(i18n, meal.sales)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function Stat({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx(figuresPanel, className)}>
      <span className={statLabel}>{label}</span>
      <span className={statValue}>{children}</span>
    </div>
  );
}

const block = skeleton({ shape: 'block' });
const statBlock = cx(block, css({ h: '9' }));
const chartBlock = cx(block, css({ h: '56' }));
const listBlock = cx(block, css({ h: '48' }));

/** The dashboard's shape while it loads, so nothing jumps when the figures arrive. */
function DashboardSkeleton() {
  const { i18n } = useLingui();
  return (
    <div role="status">
      <span className={visuallyHidden}>{i18n._(DASHBOARD_LOADING)}</span>
      <div aria-hidden="true">
        <div className={toolbar}>
          <span className={cx(skeleton(), css({ w: '48', h: '5' }))} />
        </div>
        <div className={stats}>
          {[wideStat, undefined, undefined].map((className, index) => (
            <div key={index} className={cx(figuresPanel, className)}>
              <span className={cx(skeleton(), css({ w: '24' }))} />
              <span className={statBlock} />
            </div>
          ))}
        </div>
        <div className={panels}>
          <div className={cx(figuresPanel, chartPanel)}>
            <span className={chartBlock} />
          </div>
          <div className={figuresPanel}>
            <span className={listBlock} />
          </div>
          <div className={figuresPanel}>
            <span className={listBlock} />
          </div>
        </div>
      </div>
    </div>
  );
}
