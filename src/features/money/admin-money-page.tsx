import type { I18n } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { type MoneyFigure, type MoneySummary, NEPAL_TIME_ZONE } from '../../../contract/money-summary';
import { MONEY_ERROR, MONEY_LOADING, selectMoney, type MoneyView } from '../../../machines/money/money.machine';
import type { MoneyCsv } from '../../../machines/money/money-api';
import { formatMoney } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import { fieldInput, fieldLabel, fieldRoot } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { AdminPage } from '../../ui/admin/admin-layout';
import { figuresPanel, figuresPanelTitle } from '../../ui/admin/admin-styles';
import { useMoneyActor } from './money-logic';
import '../../app/admin-english';

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3', mb: '5' });
const dateField = cx(fieldRoot, css({ minW: '40' }));
const panels = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } });
const rows = css({ display: 'grid', gap: '2', m: '0' });
const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '3',
  alignItems: 'baseline',
  '&[data-total]': { pt: '2', borderTopWidth: '1px', borderColor: 'border.subtle', fontWeight: 'bold' },
});
const term = css({ fontWeight: 'semibold' });
const howMany = css({ display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' });
const amount = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', textAlign: 'right', m: '0' });
const empty = css({ py: '10', textAlign: 'center', color: 'fg.muted' });
const downloads = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '5' });

// Each way of paying in the reader's language, as the cart names it (src/features/cart/payment-choice.tsx).
const METHOD_NAMES = { esewa: /*i18n*/ 'eSewa', khalti: /*i18n*/ 'Khalti', cash: /*i18n*/ 'Cash' } as const;

/** Today's date in Nepal (YYYY-MM-DD: Canada's English writes dates that way), as the server dates the money. */
const nepalToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE }).format(new Date());

/**
 * /route/admin/money (money.read): the takings of a day or a range of days by way of paying, the cash still to collect
 * against the cash taken, the refunds owed and made, and the sales register and credit notes of the same days.
 */
export function AdminMoneyPage() {
  const { i18n } = useLingui();
  const actor = useMoneyActor();
  const view = useSelector(actor, selectMoney);
  // Not the restaurant's own time zone (its opening hours' clock): between 18:15 and midnight UTC a restaurant set to
  // UTC asked for a day whose money the server, dating it in Nepal, had put on the next.
  const today = nepalToday();
  useEffect(() => actor.send({ type: 'money.range', from: today, to: today }), [actor, today]);
  const range = view.range ?? { from: today, to: today };
  const choose = (from: string, to: string) => actor.send({ type: 'money.range', from, to });
  return (
    <AdminPage title={i18n._('Money')}>
      <div className={toolbar}>
        <label className={dateField}>
          <span className={fieldLabel}>{i18n._('From')}</span>
          <input type="date" className={fieldInput} value={range.from} max={today} onChange={(e) => choose(e.target.value, range.to)} />
        </label>
        <label className={dateField}>
          <span className={fieldLabel}>{i18n._('To')}</span>
          <input type="date" className={fieldInput} value={range.to} max={today} onChange={(e) => choose(range.from, e.target.value)} />
        </label>
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => choose(today, today)}>
          {i18n._('Today')}
        </button>
      </div>
      {(view.status === 'loading' || view.status === 'choosing') && <Spinner label={i18n._(MONEY_LOADING)} />}
      {view.status === 'failed' && <LoadError message={i18n._(MONEY_ERROR)} onRetry={() => actor.send({ type: 'money.retry' })} />}
      {view.empty && <p className={empty}>{i18n._('Nothing was taken, owed or refunded on these days.')}</p>}
      {view.summary && !view.empty && <Figures i18n={i18n} summary={view.summary} />}
      {view.status === 'ready' && <Downloads i18n={i18n} view={view} onDownload={(kind) => actor.send({ type: 'money.download', kind })} />}
    </AdminPage>
  );
}

function Figures({ i18n, summary }: { i18n: I18n; summary: MoneySummary }) {
  return (
    <div className={panels}>
      <Panel id="money-takings" title={i18n._('Takings')}>
        {summary.takings.map(({ method, ...figure }) => (
          <Line key={method} i18n={i18n} label={i18n._(METHOD_NAMES[method])} figure={figure} />
        ))}
        <Line i18n={i18n} label={i18n._('Total')} figure={summary.total} total />
      </Panel>
      <Panel id="money-cash" title={i18n._('Cash')}>
        <Line i18n={i18n} label={i18n._('Still to collect')} figure={summary.cash.to_collect} />
        <Line i18n={i18n} label={i18n._('Collected')} figure={summary.cash.collected} />
      </Panel>
      <Panel id="money-refunds" title={i18n._('Refunds')}>
        <Line i18n={i18n} label={i18n._('Due')} figure={summary.refunds.due} />
        <Line i18n={i18n} label={i18n._('Made')} figure={summary.refunds.made} />
      </Panel>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={figuresPanel}>
      <h2 id={id} className={figuresPanelTitle}>
        {title}
      </h2>
      <dl className={rows}>{children}</dl>
    </section>
  );
}

function Line({ i18n, label, figure, total }: { i18n: I18n; label: string; figure: MoneyFigure; total?: boolean }) {
  return (
    <div className={row} data-total={total || undefined}>
      <dt className={term}>
        {label}
        <span className={howMany}>{i18n._('{count, plural, one {# order} other {# orders}}', { count: figure.count })}</span>
      </dt>
      <dd className={amount}>{formatMoney(i18n, figure.amount)}</dd>
    </div>
  );
}

const CSV_LABELS: Record<MoneyCsv, string> = {
  register: /*i18n*/ 'Download the sales register (CSV)',
  'credit-notes': /*i18n*/ 'Download the credit notes (CSV)',
};

function Downloads({ i18n, view, onDownload }: { i18n: I18n; view: MoneyView; onDownload: (kind: MoneyCsv) => void }) {
  return (
    <div className={downloads}>
      {(['register', 'credit-notes'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={view.downloading !== null}
          aria-busy={view.downloading === kind}
          onClick={() => onDownload(kind)}
        >
          {i18n._(CSV_LABELS[kind])}
        </button>
      ))}
    </div>
  );
}
