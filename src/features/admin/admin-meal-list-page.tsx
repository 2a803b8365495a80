import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Meal } from '../../../contract/meal';
import { MEAL_LIST_MESSAGES } from '../../../machines/admin/meal-list.machine';
import { MealImage } from '../menu/meal-image';
import { useAdminActor } from './admin-context';
import { ActionsCell, AdminListPage, DeleteButton, type AdminListScreen } from './admin-list-page';

const thumb = css({ w: '16', h: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' });
const link = button({ variant: 'outline', size: 'sm' });

const screen: AdminListScreen = {
  title: 'Meal List',
  search: { label: 'Search meals', placeholder: 'Name, category or ingredient' },
  texts: { ...MEAL_LIST_MESSAGES, loading: 'Loading meals...', empty: MEAL_LIST_MESSAGES.noMeals },
  columns: ['Picture', 'Name', 'Price', 'Category', 'Is Non-Veg?', 'Actions'],
};

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
      <ActionsCell>
        <Link href={`~/meal/${meal.id}`} className={link} aria-label={`View ${meal.name}`}>
          View
        </Link>
        <Link href={`/update-meal/${meal.id}`} className={link} aria-label={`Edit ${meal.name}`}>
          Edit
        </Link>
        <DeleteButton name={meal.name} onDelete={onDelete} />
      </ActionsCell>
    </tr>
  );
}

/** /route/admin/meal-list (spec §2): the menu as a table, eight a page, a search that turns paging off. */
export function MealListPage() {
  const actor = useAdminActor('mealList');
  return (
    <AdminListPage
      actor={actor}
      screen={screen}
      row={(meal, onDelete) => <MealRow meal={meal} onDelete={onDelete} />}
    />
  );
}
