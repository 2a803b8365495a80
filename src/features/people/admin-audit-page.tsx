import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { AuditEntry } from '../../../contract/audit';
import { selectAuditTrail } from '../../../machines/people/audit-trail.machine';
import { dateLocale } from '../../i18n/format';
import { useLingui } from '../../i18n/use-lingui';
import { Pager } from '../../ui/pager';
import { LoadError, Spinner } from '../../ui/status';
import { formatOrderTime } from '../orders/order-card';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { table, tableFrame } from '../../ui/admin/admin-table';
import { AuditFilters } from './audit-filters';
import { auditActionLabel, auditValueText } from './audit-labels';
import '../../app/admin-english';
import { emptyText, figures } from '../../ui/text-styles';

const top = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: '3', flexWrap: 'wrap', mb: '5' });
const change = css({ display: 'grid', gap: '0.5', wordBreak: 'break-word' });
const before = css({ color: 'fg.muted', textDecoration: 'line-through' });

function AuditRow({ entry, timeZone }: { entry: AuditEntry; timeZone?: string }) {
  const { i18n } = useLingui();
  const action = auditActionLabel(entry.action);
  return (
    <tr>
      <td data-label={i18n._('When')} className={figures}>
        <time dateTime={entry.at}>{formatOrderTime(entry.at, timeZone, dateLocale(i18n, 'en-US'))}</time>
      </td>
      <td data-label={i18n._('Who')}>{entry.actor_id === null ? i18n._('System') : entry.actor_name}</td>
      <td data-label={i18n._('What')}>{action.known ? i18n._(action.label) : action.label}</td>
      <td data-label={i18n._('Subject')}>{entry.subject}</td>
      <td data-label={i18n._('Before → after')}>
        <div className={change}>
          <span className={before} aria-label={i18n._('Before: {value}', { value: auditValueText(entry.before) })}>
            {auditValueText(entry.before)}
          </span>
          <span aria-label={i18n._('After: {value}', { value: auditValueText(entry.after) })}>→ {auditValueText(entry.after)}</span>
        </div>
      </td>
    </tr>
  );
}

/**
 * /route/admin/audit, the owner's audit trail (docs/rules/roles.md#staff-roles): who did what to orders, money, the
 * menu, staff and settings, when (the reader's local time), and the value before and after, newest first; filtered by
 * person, kind and days, and downloaded as CSV with the same filters. `timeZone` fixes the clock for stories.
 */
export function AuditPage({ timeZone }: { timeZone?: string }) {
  const { i18n } = useLingui();
  const actor = useAdminFlow('auditTrail');
  const view = useSelector(actor, selectAuditTrail);
  useEffect(() => actor.send({ type: 'auditTrail.open' }), [actor]);
  const { paging } = view;

  return (
    <AdminPage title={i18n._('Audit trail')}>
      <div className={top}>
        <AuditFilters filter={view.filter} actors={view.actors} onChange={(filter) => actor.send({ type: 'auditTrail.filter', filter })} />
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={view.status !== 'ready' || view.downloading}
          onClick={() => actor.send({ type: 'auditTrail.download' })}
        >
          {i18n._('Download CSV')}
        </button>
      </div>
      {view.status === 'loading' && view.entries.length === 0 && <Spinner label={i18n._('Loading the audit trail...')} />}
      {view.status === 'failed' && (
        <LoadError message={i18n._('The audit trail could not be loaded.')} onRetry={() => actor.send({ type: 'auditTrail.retry' })} />
      )}
      {view.status !== 'failed' &&
        (view.entries.length === 0 ? (
          view.status === 'ready' && (
            <p className={emptyText}>{view.filtered ? i18n._('No entries match these filters.') : i18n._('Nothing has been recorded yet.')}</p>
          )
        ) : (
          <div className={tableFrame} aria-busy={view.status === 'loading'}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{i18n._('When')}</th>
                  <th scope="col">{i18n._('Who')}</th>
                  <th scope="col">{i18n._('What')}</th>
                  <th scope="col">{i18n._('Subject')}</th>
                  <th scope="col">{i18n._('Before → after')}</th>
                </tr>
              </thead>
              <tbody>
                {view.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {view.status === 'ready' && paging.count > paging.pageSize && (
        <Pager
          count={paging.count}
          pageSize={paging.pageSize}
          page={paging.page}
          onPageChange={(page) => actor.send({ type: 'auditTrail.page', page })}
        />
      )}
    </AdminPage>
  );
}
