import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { selectCategoryAdmin } from '../../../machines/catalogue/category-admin.machine';
import { fieldError, fieldInput, fieldLabel } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { DialogButtons, DialogFrame } from '../../ui/dialog-frame';
import { ConfirmDialog } from '../../ui/admin/admin-confirm-dialog';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { serverText, textOf } from '../../i18n/format';
import { surface } from '../../ui/surface';
import '../../app/admin-english';
import { FlowForm, formStack } from '../account/flow-form';
import '../../i18n/contract-english';

export const NO_CATEGORIES = /*i18n*/ 'No categories yet. Add the first one above.';

const layout = css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, alignItems: 'start' });
const panel = cx(surface, css({ p: '5' }));
const panelTitle = css({ fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold', mb: '4' });
const addRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' });
// docs/rules/screens.md#admin-screens: the list scrolls once it is 400px tall.
const list = css({ maxH: '[400px]', overflowY: 'auto', display: 'grid', gap: '2', pr: '1' });
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  '&[aria-busy=true]': { opacity: 0.6 },
});
const rowName = css({ flex: '1', fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' });
/** A category's two buttons; the label names the category for a screen reader. */
const ROW_ACTIONS = [
  { action: 'edit', variant: 'outline', text: /*i18n*/ 'Edit', label: /*i18n*/ 'Edit {name}' },
  { action: 'delete', variant: 'ghost', text: /*i18n*/ 'Delete', label: /*i18n*/ 'Delete {name}' },
] as const;

/**
 * /route/admin/category (docs/rules/screens.md#admin-screens and docs/rules/states.md#category-delete): add, list with
 * meal counts, edit in a modal, delete with a warning first.
 */
export function CategoryPage() {
  const { i18n } = useLingui();
  const tr = (message: string | null | undefined) => (message ? serverText(i18n, message) : message);
  const actor = useAdminFlow('categoryAdmin');
  const view = useSelector(actor, selectCategoryAdmin);
  useEffect(() => actor.send({ type: 'category.open' }), [actor]);

  return (
    <AdminPage title={i18n._('Category')}>
      <div className={layout}>
        <section className={panel} aria-labelledby="add-category">
          <h2 id="add-category" className={panelTitle}>
            {i18n._('Add Category')}
          </h2>
          <FlowForm onSubmit={() => actor.send({ type: 'category.add.submit' })}>
            <Field.Root invalid={view.nameError !== undefined} className={css({ display: 'grid', gap: '1.5' })}>
              <Field.Label className={fieldLabel}>{i18n._('Category Name')}</Field.Label>
              <div className={addRow}>
                <Field.Input
                  className={cx(fieldInput, css({ flex: '1', minW: '48' }))}
                  value={view.name}
                  readOnly={view.adding}
                  onChange={(event) => actor.send({ type: 'category.add.change', name: event.currentTarget.value })}
                />
                <button type="submit" className={button()} disabled={view.adding} aria-busy={view.adding}>
                  {view.adding ? i18n._('Adding…') : i18n._('Add')}
                </button>
              </div>
              <Field.ErrorText className={fieldError}>{tr(view.nameError)}</Field.ErrorText>
            </Field.Root>
          </FlowForm>
        </section>
        <section className={panel} aria-labelledby="category-list">
          <h2 id="category-list" className={panelTitle}>
            {i18n._('Categories')}
          </h2>
          {view.status === 'loading' && <Spinner label={i18n._('Loading categories...')} />}
          {view.status === 'failed' && (
            <LoadError message={tr(view.loadError) ?? ''} onRetry={() => actor.send({ type: 'category.retry' })} />
          )}
          {view.status === 'ready' && view.categories.length === 0 && (
            <p className={css({ color: 'fg.muted', py: '6' })}>{i18n._(NO_CATEGORIES)}</p>
          )}
          {view.status === 'ready' && view.categories.length > 0 && (
            <ul className={list} aria-label={i18n._('Categories')}>
              {view.categories.map((category) => (
                <li key={category.id} className={row} aria-busy={view.deletingId === category.id}>
                  <span className={rowName}>{category.name}</span>
                  <span
                    className={badge({ tone: 'count' })}
                    aria-label={i18n._('{count} meals', { count: category.meal_count })}
                  >
                    {category.meal_count}
                  </span>
                  {ROW_ACTIONS.map(({ action, variant, text, label }) => (
                    <button
                      key={action}
                      type="button"
                      className={button({ variant, size: 'sm' })}
                      onClick={() => actor.send({ type: `category.${action}` as const, id: category.id })}
                      aria-label={i18n._(label, { name: category.name })}
                    >
                      {i18n._(text)}
                    </button>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <DialogFrame
        open={view.edit !== null}
        onClose={() => actor.send({ type: 'category.edit.cancel' })}
        title={i18n._('Edit Category')}
      >
        <FlowForm className={formStack} onSubmit={() => actor.send({ type: 'category.edit.save' })}>
          <Field.Root invalid={view.edit?.error !== undefined} className={css({ display: 'grid', gap: '1.5' })}>
            <Field.Label className={fieldLabel}>{i18n._('Category Name')}</Field.Label>
            <Field.Input
              className={fieldInput}
              value={view.edit?.name ?? ''}
              onChange={(event) => actor.send({ type: 'category.edit.change', name: event.currentTarget.value })}
            />
            <Field.ErrorText className={fieldError}>{tr(view.edit?.error)}</Field.ErrorText>
          </Field.Root>
          <DialogButtons
            busy={view.edit?.saving}
            dismissLabel={i18n._('Cancel')}
            label={i18n._('Update')}
            busyLabel={i18n._('Updating…')}
          />
        </FlowForm>
      </DialogFrame>
      <ConfirmDialog
        open={view.confirmDelete !== null}
        question={i18n._('Are you sure you want to delete this Meal Category?')}
        detail={view.confirmDelete ? textOf(i18n, view.confirmDelete.detail) : undefined}
        busy={view.confirmDelete?.deleting ?? false}
        onConfirm={() => actor.send({ type: 'category.delete.confirm' })}
        onCancel={() => actor.send({ type: 'category.delete.cancel' })}
      />
    </AdminPage>
  );
}
