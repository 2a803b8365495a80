import { useLingui } from '../../i18n/use-lingui';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { useParams } from 'wouter';
import { MAX_TABLES } from '../../../contract/fulfilment';
import { rememberTable } from './table-visit';
import { MessagePage } from '../../ui/message-page';
import { NotFoundPage } from '../../app/not-found-page';
import './english';

const number = css({
  display: 'grid',
  placeItems: 'center',
  w: { base: '28', md: '36' },
  h: { base: '28', md: '36' },
  borderRadius: 'full',
  bg: 'bg.surface',
  borderWidth: '10px',
  borderColor: 'border.default',
  boxShadow: 'card',
  fontFamily: 'display',
  fontWeight: 'bold',
  fontSize: { base: '5xl', md: '6xl' },
  color: 'accent.solid',
});

/** The table's number from /table/{n}, or null when it is not one. */
export function tableOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,3}$/.test(raw)) return null;
  const table = Number(raw);
  return table >= 1 && table <= MAX_TABLES ? table : null;
}

/**
 * /table/{n} (issue 13): where a table's QR code leads. The table is remembered for this tab, so the cart orders
 * dine-in at it; the guest goes on to the menu.
 */
export function TablePage() {
  const { i18n } = useLingui();
  const table = tableOf(useParams<{ table: string }>().table);
  useEffect(() => {
    if (table !== null) rememberTable(table);
  }, [table]);
  if (table === null) return <NotFoundPage />;
  return (
    <MessagePage
      title={i18n._('Table {table}', { table })}
      art={<p className={number}>{table}</p>}
      heading={i18n._('Welcome to table {table}', { table })}
      text={i18n._('Choose from the menu and pay with eSewa: we bring your food to this table.')}
      action={{ label: i18n._('See the menu'), href: '/menu' }}
    />
  );
}

export default TablePage;
