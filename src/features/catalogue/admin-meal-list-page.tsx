import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Meal } from '../../../contract/meal';
import { MEAL_LIST_MESSAGES } from '../../../machines/catalogue/meal-list.machine';
import { MealImage } from '../menu/meal-image';
import { useAdminFlow } from '../../app/admin-area';
import { ActionsCell, AdminListPage, DeleteButton, type AdminListScreen } from '../../ui/admin/admin-list-page';
import { SoldOutToggle, type SoldOutSwitchesActor } from './sold-out-panel';
import '../../app/admin-english';

const thumb = css({ w: '16', h: '12', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' });
const link = button({ variant: 'outline', size: 'sm' });

const screen: AdminListScreen = {
  title: /*i18n*/ 'Meal List',
  search: { label: /*i18n*/ 'Search meals', placeholder: /*i18n*/ 'Name, category or ingredient' },
  texts: { ...MEAL_LIST_MESSAGES, loading: /*i18n*/ 'Loading meals...', empty: MEAL_LIST_MESSAGES.noMeals },
  columns: [
    /*i18n*/ 'Picture',
    /*i18n*/ 'Name',
    /*i18n*/ 'Price',
    /*i18n*/ 'Category',
    /*i18n*/ 'Is Non-Veg?',
    /*i18n*/ 'Actions',
  ],
};

function MealRow({ meal, onDelete, switches }: { meal: Meal; onDelete: () => void; switches: SoldOutSwitchesActor }) {
  const { i18n } = useLingui();
  return (
    <tr>
      <td data-label="">
        <MealImage path={meal.main_image} alt={meal.name} sizes="64px" className={thumb} />
      </td>
      <td data-label={i18n._('Name')} className={css({ fontWeight: 'semibold' })}>
        {meal.name}
      </td>
      <td data-label={i18n._('Price')} className={css({ whiteSpace: 'nowrap' })}>
        {i18n._('RS {price}', { price: meal.price })}
      </td>
      <td data-label={i18n._('Category')}>{meal.category?.name ?? i18n._('N/A')}</td>
      <td data-label={i18n._('Is Non-Veg?')}>
        <span className={badge({ tone: meal.is_non_veg ? 'nonVeg' : 'veg' })}>{meal.is_non_veg ? i18n._('Yes') : i18n._('No')}</span>
      </td>
      <ActionsCell>
        <Link href={`~/meal/${meal.id}`} className={link} aria-label={i18n._('View {name}', { name: meal.name })}>
          {i18n._('View')}
        </Link>
        <Link href={`/update-meal/${meal.id}`} className={link} aria-label={i18n._('Edit {name}', { name: meal.name })}>
          {i18n._('Edit')}
        </Link>
        <SoldOutToggle actor={switches} meal={meal.id} name={meal.name} />
        <DeleteButton name={meal.name} onDelete={onDelete} />
      </ActionsCell>
    </tr>
  );
}

/**
 * /route/admin/meal-list (docs/rules/screens.md#admin-screens): the menu as a table, eight a page, a search that turns
 * paging off.
 */
export function MealListPage() {
  const actor = useAdminFlow('mealList');
  const switches = useAdminFlow('soldOutSwitches');
  return (
    <AdminListPage
      actor={actor}
      screen={screen}
      row={(meal, onDelete) => <MealRow meal={meal} onDelete={onDelete} switches={switches} />}
    />
  );
}
