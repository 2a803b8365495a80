import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { renderSVG } from 'uqr';
import { SERVICE_LOAD_FAILED, selectService } from '../../../machines/restaurant/service-settings.machine';
import { ReadStatus, type ReadTexts } from '../../ui/status';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import '../../app/admin-english';

const SERVICE_READ: ReadTexts = { loading: /*i18n*/ 'Loading...', loadFailed: SERVICE_LOAD_FAILED };
const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  '@media print': { gridTemplateColumns: 'repeat(3, 1fr)', gap: '8' },
});
const card = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '2',
  p: '4',
  bg: 'white',
  color: 'black',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  breakInside: 'avoid',
  '& svg': { w: 'full', h: 'auto', maxW: '48' },
});
const tableName = css({ fontFamily: 'display', fontSize: '2xl', fontWeight: 'bold' });
const hint = css({ fontSize: 'sm', textAlign: 'center' });
const toolbar = css({ display: 'flex', gap: '4', alignItems: 'center', mb: '6', '@media print': { display: 'none' } });

/** Where table `n`'s code leads: the app's own origin, so a code printed here opens this restaurant's site. */
export const tableUrl = (origin: string, table: number) => `${origin}/table/${table}`;

/**
 * /route/admin/tables (docs/rules/orders.md#tables): a QR code per table, to print and stand on each table; scanning it
 * opens the menu with dine-in at that table chosen.
 */
export function TablesPage() {
  const { i18n } = useLingui();
  const actor = useAdminFlow('serviceSettings');
  const view = useSelector(actor, selectService);
  const codes = useMemo(
    () =>
      Array.from({ length: view.tables }, (_, index) => {
        const url = tableUrl(window.location.origin, index + 1);
        return { table: index + 1, url, svg: renderSVG(url, { border: 1 }) };
      }),
    [view.tables],
  );
  return (
    <AdminPage title={i18n._('Table QR codes')}>
      <ReadStatus status={view.status} texts={SERVICE_READ} onRetry={() => actor.send({ type: 'service.retry' })} />
      {view.status !== 'loading' && view.status !== 'failed' && (
        <>
          <div className={toolbar}>
            <p>
              {view.tables === 0
                ? i18n._('No tables are set in the ordering options.')
                : i18n._('{count} tables', { count: view.tables })}
            </p>
            {view.tables > 0 && (
              <button type="button" className={button()} onClick={() => window.print()}>
                {i18n._('Print')}
              </button>
            )}
          </div>
          <ul className={grid} aria-label={i18n._('Table QR codes')}>
            {codes.map(({ table, url, svg }) => (
              <li key={table} className={card}>
                <p className={tableName}>{i18n._('Table {table}', { table })}</p>
                {/* uqr draws the code as SVG markup of its own (rects and a path), never from user text. */}
                <div role="img" aria-label={i18n._('QR code for {url}', { url })} dangerouslySetInnerHTML={{ __html: svg }} />
                <p className={hint}>{i18n._('Scan to order from your table')}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
