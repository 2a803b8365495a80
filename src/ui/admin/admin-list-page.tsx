import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { selectPagedList, type Listed, type PagedListActor } from '../../../machines/shared/paged-list.machine';
import { fieldInput, fieldLabel } from '../form-field';
import { Pager } from '../pager';
import { LoadError, Spinner } from '../status';
import { ConfirmDialog } from './admin-confirm-dialog';
import { AdminPage } from './admin-layout';
import { table, tableFrame } from './admin-table';
import '../../app/admin-english';
import '../../i18n/contract-english';
import { emptyText } from '../text-styles';

/** What one admin list screen shows around its rows: catalogue texts (marked where written), translated when shown. */
export interface AdminListScreen {
  title: string;
  /** The search box; `maxLength` where the server caps the search. */
  search: { label: string; placeholder: string; maxLength?: number };
  /**
   * What the list says while it loads, when a read failed, when it is empty, and before a delete
   * (docs/rules/texts.md#error-catalogue).
   */
  texts: { loading: string; loadFailed: string; empty: string; confirmDelete: string };
  /** The table's column headers; on a phone the cells name them instead (`data-label`, admin-table.ts). */
  columns: string[];
}

interface AdminListPageProps<Item extends Listed> {
  actor: PagedListActor<Item>;
  screen: AdminListScreen;
  /** One table row (`<tr>`) for an item; `onDelete` asks the delete question for it. */
  row: (item: Item, onDelete: () => void) => ReactNode;
}

const searchBox = css({ display: 'grid', gap: '1.5', maxW: 'md', mb: '5' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'nowrap' });

/**
 * An admin list screen (the meals, the users): a search box that turns paging off, the items as a table (cards on a
 * phone), the pager, and the delete question; which columns a row shows is the caller's.
 */
export function AdminListPage<Item extends Listed>({ actor, screen, row }: AdminListPageProps<Item>) {
  const { i18n } = useLingui();
  const { title, search, texts, columns } = screen;
  const view = useSelector(actor, selectPagedList<Item>);
  useEffect(() => actor.send({ type: 'pagedList.open' }), [actor]);

  return (
    <AdminPage title={i18n._(title)}>
      <Field.Root className={searchBox}>
        <Field.Label className={fieldLabel}>{i18n._(search.label)}</Field.Label>
        <Field.Input
          className={fieldInput}
          type="search"
          placeholder={i18n._(search.placeholder)}
          maxLength={search.maxLength}
          value={view.search}
          onChange={(event) => actor.send({ type: 'pagedList.search', text: event.currentTarget.value })}
        />
      </Field.Root>
      {view.status === 'loading' && view.items.length === 0 && <Spinner label={i18n._(texts.loading)} />}
      {view.status === 'failed' && (
        <LoadError message={i18n._(texts.loadFailed)} onRetry={() => actor.send({ type: 'pagedList.retry' })} />
      )}
      {view.status !== 'failed' &&
        (view.items.length === 0 ? (
          view.status === 'ready' && <p className={emptyText}>{i18n._(texts.empty)}</p>
        ) : (
          <div className={tableFrame} aria-busy={view.status === 'loading'}>
            <table className={table}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {i18n._(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.items.map((item) => (
                  <Fragment key={item.id}>
                    {row(item, () => actor.send({ type: 'pagedList.delete', id: item.id }))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {view.status === 'ready' && view.paging && view.paging.count > view.paging.pageSize && (
        <Pager
          count={view.paging.count}
          pageSize={view.paging.pageSize}
          page={view.paging.page}
          onPageChange={(page) => actor.send({ type: 'pagedList.page', page })}
        />
      )}
      <ConfirmDialog
        open={view.confirmDelete !== null}
        question={i18n._(texts.confirmDelete)}
        detail={view.confirmDelete?.name}
        busy={view.confirmDelete?.deleting ?? false}
        onConfirm={() => actor.send({ type: 'pagedList.delete.confirm' })}
        onCancel={() => actor.send({ type: 'pagedList.delete.cancel' })}
      />
    </AdminPage>
  );
}

/** A row's last cell: its links and buttons side by side (across the card's width on a phone). */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td data-label="">
      <div className={actions}>{children}</div>
    </td>
  );
}

/** A row's Delete, named for its item so a screen reader tells the rows' buttons apart. */
export function DeleteButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'sm' })}
      onClick={onDelete}
      aria-label={i18n._('Delete {name}', { name })}
    >
      {i18n._('Delete')}
    </button>
  );
}
