import { Field } from '@ark-ui/react/field';
import { Pagination } from '@ark-ui/react/pagination';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Meal } from '../../../contract/meal';
import { selectMealList } from '../../../machines/admin/meal-list.machine';
import { fieldInput, fieldLabel } from '../../ui/form-field';
import { MealImage } from '../menu/meal-image';
import { LoadError, Spinner } from '../../ui/status';
import { ConfirmDialog } from './admin-confirm-dialog';
import { useAdminActor } from './admin-context';
import { AdminPage } from './admin-layout';
import { table, tableFrame } from './admin-table';

const thumb = css({ w: '16', h: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'nowrap' });
const search = css({ display: 'grid', gap: '1.5', maxW: 'md', mb: '5' });
const pager = css({ display: 'flex', gap: '1', justifyContent: 'center', flexWrap: 'wrap', mt: '6' });
const pageButton = cx(
  button({ variant: 'outline', size: 'sm' }),
  css({ minW: '9', '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast', borderColor: 'accent.solid' } }),
);
const empty = css({ py: '12', textAlign: 'center', color: 'fg.muted' });

function MealRow({ meal, onDelete }: { meal: Meal; onDelete: () => void }) {
  return (
    <tr>
      <td data-label="">
        <MealImage path={meal.main_image} alt={meal.name} sizes="64px" className={thumb} />
      </td>
      <td data-label="Name" className={css({ fontWeight: 'semibold' })}>{meal.name}</td>
      <td data-label="Price" className={css({ whiteSpace: 'nowrap' })}>RS {meal.price}</td>
      <td data-label="Category">{meal.category?.name ?? 'N/A'}</td>
      <td data-label="Is Non-Veg?">
        <span className={badge({ tone: meal.is_non_veg ? 'nonVeg' : 'veg' })}>{meal.is_non_veg ? 'Yes' : 'No'}</span>
      </td>
      <td data-label="">
        <div className={actions}>
          <Link href={`~/meal/${meal.id}`} className={button({ variant: 'outline', size: 'sm' })} aria-label={`View ${meal.name}`}>
            View
          </Link>
          <Link href={`/update-meal/${meal.id}`} className={button({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${meal.name}`}>
            Edit
          </Link>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onDelete} aria-label={`Delete ${meal.name}`}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

/** /route/admin/meal-list (spec §2): the menu as a table, eight a page, a search that turns paging off. */
export function MealListPage() {
  const actor = useAdminActor('mealList');
  const view = useSelector(actor, selectMealList);
  useEffect(() => actor.send({ type: 'mealList.open' }), [actor]);

  return (
    <AdminPage title="Meal List">
      <Field.Root className={search}>
        <Field.Label className={fieldLabel}>Search meals</Field.Label>
        <Field.Input
          className={fieldInput}
          type="search"
          placeholder="Name, category or ingredient"
          value={view.search}
          onChange={(event) => actor.send({ type: 'mealList.search', text: event.currentTarget.value })}
        />
      </Field.Root>
      {view.status === 'loading' && view.meals.length === 0 && <Spinner label="Loading meals..." />}
      {view.status === 'failed' && (
        <LoadError message="Error loading meals..." onRetry={() => actor.send({ type: 'mealList.retry' })} />
      )}
      {view.status !== 'failed' &&
        (view.meals.length === 0 ? (
          view.status === 'ready' && 
          <p className={empty}>No meals found</p>
        ) : (
          <div className={tableFrame} aria-busy={view.status === 'loading'}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Picture</th>
                  <th scope="col">Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Category</th>
                  <th scope="col">Is Non-Veg?</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {view.meals.map((meal) => (
                  <MealRow key={meal.id} meal={meal} onDelete={() => actor.send({ type: 'mealList.delete', id: meal.id })} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {view.status === 'ready' && view.paging && view.paging.count > view.paging.pageSize && (
        <Pagination.Root
          className={pager}
          count={view.paging.count}
          pageSize={view.paging.pageSize}
          page={view.paging.page}
          onPageChange={({ page }) => actor.send({ type: 'mealList.page', page })}
        >
          <Pagination.PrevTrigger className={button({ variant: 'outline', size: 'sm' })}>Previous</Pagination.PrevTrigger>
          <Pagination.Context>
            {(pagination) =>
              pagination.pages.map((page, index) =>
                page.type === 'page' ? (
                  <Pagination.Item key={index} {...page} className={pageButton}>
                    {page.value}
                  </Pagination.Item>
                ) : (
                  <Pagination.Ellipsis key={index} index={index}>
                    …
                  </Pagination.Ellipsis>
                ),
              )
            }
          </Pagination.Context>
          <Pagination.NextTrigger className={button({ variant: 'outline', size: 'sm' })}>Next</Pagination.NextTrigger>
        </Pagination.Root>
      )}
      <ConfirmDialog
        open={view.confirmDelete !== null}
        question="Are you sure you want to delete this Meal?"
        detail={view.confirmDelete?.name}
        busy={view.confirmDelete?.deleting ?? false}
        onConfirm={() => actor.send({ type: 'mealList.delete.confirm' })}
        onCancel={() => actor.send({ type: 'mealList.delete.cancel' })}
      />
    </AdminPage>
  );
}
