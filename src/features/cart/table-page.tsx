import { formatNumber } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { useParams } from 'wouter';
import { MAX_TABLES } from '../../../contract/fulfilment';
import { rememberTable } from './table-visit';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/status';
import { useFlow } from '../../app/app-actor';
import type { AppApi } from '../../../machines/app.machine';
import { tableVisitMachine } from '../../../machines/cart/table-visit.machine';
import { ok } from '../../../machines/shared/result';
import { NotFoundPage } from '../../app/not-found-page';
import './english';

const number = cx(
  disc({ tone: 'plate' }),
  css({
    w: { base: '28', md: '36' },
    h: { base: '28', md: '36' },
    borderWidth: '10px',
    fontFamily: 'display',
    fontWeight: 'bold',
    fontSize: { base: '5xl', md: '6xl' },
  }),
);

/** The table's number from /table/{n}, or null when it is not one. */
export function tableOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,3}$/.test(raw)) return null;
  const table = Number(raw);
  return table >= 1 && table <= MAX_TABLES ? table : null;
}

const createTableVisit = (api: AppApi) =>
  tableVisitMachine.provide({
    actors: {
      loadService: fromPromise(async () => {
        const setup = await api.checkoutSetup();
        return setup.ok ? ok(setup.data.settings) : setup;
      }),
    },
    actions: { rememberTable: (_, table) => rememberTable(table) },
  });

/**
 * /table/{n} (docs/rules/orders.md#tables): where a table's QR code leads. A table the restaurant has is remembered for
 * this tab, so the cart orders dine-in at it, and the guest goes on to the menu; a number it does not have is said
 * plainly.
 */
export function TablePage() {
  const { i18n } = useLingui();
  const table = tableOf(useParams<{ table: string }>().table);
  const flow = useFlow('tableVisit', createTableVisit);
  const state = useSelector(flow, (snapshot) => (snapshot.context.table === table ? snapshot.value : 'idle'));
  useEffect(() => {
    if (table !== null) flow.send({ type: 'table.visit', table });
  }, [flow, table]);
  if (table === null) return <NotFoundPage />;
  if (state === 'idle' || state === 'checking') return <Spinner label={i18n._('Loading...')} />;
  if (state === 'noSuchTable')
    return (
      <MessagePage
        title={i18n._('Table {table}', { table })}
        art={<p className={number}>?</p>}
        heading={i18n._('There is no table {table} here', { table })}
        text={i18n._('Check the number on your table, or ask the staff.')}
        action={{ label: i18n._('See the menu'), href: '/menu' }}
      />
    );
  return (
    <MessagePage
      title={i18n._('Table {table}', { table })}
      art={<p className={number}>{formatNumber(i18n, table)}</p>}
      heading={i18n._('Welcome to table {table}', { table })}
      text={i18n._('Choose from the menu and pay with eSewa: we bring your food to this table.')}
      action={{ label: i18n._('See the menu'), href: '/menu' }}
    />
  );
}

export default TablePage;
