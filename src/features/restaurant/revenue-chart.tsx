import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import type { Dashboard } from '../../../contract/dashboard';
import { formatDay } from '../../i18n/dates';
import { dateLocale, formatMoney, formatNumber } from '../../i18n/format';
import '../../app/admin-english';

type Day = Dashboard['revenue'][number];

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F => {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as F;
};
const dayFormat = (i18n: I18n, kind: 'short' | 'long') => {
  const locale = dateLocale(i18n, 'en');
  return cached(`${kind}:${locale}`, () => new Intl.DateTimeFormat(locale, kind === 'short' ? SHORT_DAY : LONG_DAY));
};
const axisMoney = (i18n: I18n) => {
  const locale = dateLocale(i18n, 'en-IN');
  return cached(`axis:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
};

/**
 * 'Mar 4' for the restaurant's calendar day (ISO date, no time: read as UTC so no zone shifts it); in Nepali the day
 * as every Nepali screen writes it (Bikram Sambat, Devanagari digits: formatDay), not English month names.
 */
const calendarDay = (i18n: I18n, date: string, kind: 'short' | 'long') => {
  const midnight = `${date}T00:00:00Z`;
  return i18n.locale === 'ne' ? formatDay(i18n, midnight, 'UTC') : dayFormat(i18n, kind).format(new Date(midnight));
};
export const dayLabel = (i18n: I18n, date: string) => calendarDay(i18n, date, 'short');
export const longDayLabel = (i18n: I18n, date: string) => calendarDay(i18n, date, 'long');

/** The axis top: the smallest 1, 2, 4, 6, 8 × 10ⁿ at or above the best day, so the half line reads round too. */
export function axisTop(max: number): number {
  if (max <= 0) return 0;
  const scale = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 4, 6, 8, 10].find((m) => m * scale >= max) ?? 10;
  return step * scale;
}

/** What the chart says to a screen reader, in one sentence; the table under it holds every figure. */
export function revenueSummary(i18n: I18n, revenue: readonly Day[]): string {
  const first = revenue[0];
  const last = revenue.at(-1);
  if (!first || !last) return i18n._('No revenue figures.');
  const span = { days: revenue.length, from: dayLabel(i18n, first.date), to: dayLabel(i18n, last.date) };
  const total = revenue.reduce((sum, day) => sum + day.sales, 0);
  if (total === 0) return i18n._('Revenue for the last {days} days, {from} to {to}: no sales.', span);
  const best = revenue.reduce((top, day) => (day.sales > top.sales ? day : top));
  return i18n._(
    'Revenue for the last {days} days, {from} to {to}: {total} in total; best day {best} with {bestSales}; today {today}.',
    {
      ...span,
      total: formatMoney(i18n, total),
      best: dayLabel(i18n, best.date),
      bestSales: formatMoney(i18n, best.sales),
      today: formatMoney(i18n, last.sales),
    },
  );
}

// Every third day counted back from today is labelled, so today always is and labels never crowd on a phone.
const labelled = (index: number, count: number) => (count - 1 - index) % 3 === 0;

const plotHeight = { base: '44', md: '56' } as const;
const frame = css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '2' });
const yAxis = css({ position: 'relative', h: plotHeight, minW: '12' });
const yLabel = css({
  position: 'absolute',
  right: '0',
  transform: 'translateY(50%)',
  fontSize: 'xs',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const plotBox = css({ position: 'relative' });
const plot = css({ display: 'block', w: 'full', h: plotHeight, overflow: 'visible' });
const nothingSold = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
});
const gridLine = css({ stroke: 'border.default', strokeWidth: '1' });
const baseLine = css({ stroke: 'border.strong', strokeWidth: '1' });
const bar = css({ fill: 'accent.warm', transition: 'colors', _hover: { fill: 'saffron.500' } });
const todayBar = css({ fill: 'accent.solid', _hover: { fill: 'accent.hover' } });
const xAxis = css({ gridColumn: '2', display: 'grid', pt: '1.5' });
const xLabel = css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center', whiteSpace: 'nowrap' });

const SLOT = 10;
const BAR = 6;

/**
 * The last days' revenue as bars: a light SVG (no chart library) that stretches to its box; the axis labels are
 * HTML beside it, so they keep their size on a phone and on a wide screen alike. Today's bar is in the accent colour.
 * Screen readers get the one-line summary and the table of every day.
 */
export function RevenueChart({ revenue }: { revenue: readonly Day[] }) {
  const { i18n } = useLingui();
  const top = axisTop(Math.max(0, ...revenue.map((day) => day.sales)));
  const width = revenue.length * SLOT;
  const heightOf = (sales: number) => (top === 0 ? 0 : (sales / top) * 100);
  const ticks = top === 0 ? [0] : [0, top / 2, top];
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div role="img" aria-label={revenueSummary(i18n, revenue)} className={frame}>
        <div className={yAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} className={yLabel} style={{ bottom: `${top === 0 ? 0 : (tick / top) * 100}%` }}>
              {axisMoney(i18n).format(tick)}
            </span>
          ))}
        </div>
        <div className={plotBox}>
          {top === 0 && (
            <p className={nothingSold} aria-hidden="true">
              {i18n._('No sales in these {days} days', { days: revenue.length })}
            </p>
          )}
          <svg className={plot} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true">
            {ticks.slice(1).map((tick) => (
              <line
                key={tick}
                className={gridLine}
                x1="0"
                x2={width}
                y1={100 - heightOf(tick)}
                y2={100 - heightOf(tick)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {revenue.map((day, index) => (
              <rect
                key={day.date}
                data-date={day.date}
                className={index === revenue.length - 1 ? todayBar : bar}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={100 - heightOf(day.sales)}
                width={BAR}
                height={heightOf(day.sales)}
              >
                <title>
                  {i18n._('{day}: {sales}, {orders} orders', {
                    day: dayLabel(i18n, day.date),
                    sales: formatMoney(i18n, day.sales),
                    orders: day.orders,
                  })}
                </title>
              </rect>
            ))}
            <line className={baseLine} x1="0" x2={width} y1="100" y2="100" vectorEffect="non-scaling-stroke" />
          </svg>
        </div>
        <div
          className={xAxis}
          style={{ gridTemplateColumns: `repeat(${revenue.length}, minmax(0, 1fr))` }}
          aria-hidden="true"
        >
          {revenue.map((day, index) => (
            <span key={day.date} className={xLabel}>
              {labelled(index, revenue.length) ? dayLabel(i18n, day.date) : ''}
            </span>
          ))}
        </div>
      </div>
      <table className={css({ srOnly: true })}>
        <caption>{i18n._('Revenue by day')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Date')}</th>
            <th scope="col">{i18n._('Orders')}</th>
            <th scope="col">{i18n._('Sales')}</th>
          </tr>
        </thead>
        <tbody>
          {revenue.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDayLabel(i18n, day.date)}</th>
              <td>{formatNumber(i18n, day.orders)}</td>
              <td>{formatMoney(i18n, day.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
