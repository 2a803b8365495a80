import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Meal } from '../../../contract/meal';
import { filterMeals, selectFilter, type MenuFilter } from '../../../machines/menu/menu-filter.machine';
import { useResource, useSystemActor } from '../../app/app-actor';
import { CategoryTabs } from './category-tabs';
import { tabsIds } from './category-tabs-parts';
import { MealGrid } from './meal-grid';
import { LoadError, ReadStatus, type ReadTexts } from '../../ui/status';
import { emptyText } from '../../ui/text-styles';

/** The spec's own failure wordings (docs/rules/texts.md#error-catalogue). */
export const MEALS_ERROR = /*i18n*/ 'Error loading meals...';
export const CATEGORIES_ERROR = /*i18n*/ 'Failed to load categories';
const MEALS_READ: ReadTexts = { loading: /*i18n*/ 'Loading meals...', loadFailed: MEALS_ERROR };

const ALL = 'all';
const toTab = (filter: MenuFilter) => (filter === 'all' ? ALL : String(filter));
const toFilter = (tab: string): MenuFilter => (tab === ALL ? 'all' : Number(tab));


interface MenuSectionProps {
  /** The level of the meals' names: one below whatever titles the section on that page. */
  mealHeading: 'h2' | 'h3';
  /** The section opens the page (/menu), so its first photo loads at once. */
  aboveTheFold?: boolean;
}

/** Category tabs (All + each category) over the meal grid; shared by the home page and /menu. */
export function MenuSection({ mealHeading, aboveTheFold = false }: MenuSectionProps) {
  const { i18n } = useLingui();
  const categories = useResource('categories');
  const meals = useResource('meals');
  const menuFilter = useSystemActor('menuFilter');
  const filter = useSelector(menuFilter, selectFilter);
  const current = toTab(filter);

  const ids = tabsIds(useId());
  const tabs = [
    { value: ALL, label: i18n._('All') },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <div>
      <CategoryTabs
        ids={ids}
        tabs={tabs}
        value={current}
        onChange={(value) => menuFilter.send({ type: 'menu.filter', category: toFilter(value) })}
      />
      {categories.status === 'failed' && (
        <div className={css({ mb: '8' })}>
          <LoadError message={i18n._(CATEGORIES_ERROR)} onRetry={categories.retry} />
        </div>
      )}
      {/* One panel, always the selected tab's, outside the tabs widget: it stays put when Ark takes the tabs over. */}
      <div
        data-scope="tabs"
        data-part="content"
        data-orientation="horizontal"
        data-selected=""
        dir="ltr"
        id={ids.content(current)}
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={ids.trigger(current)}
      >
        <ReadStatus status={meals.status} texts={MEALS_READ} onRetry={meals.retry} />
        {meals.status === 'ready' && (
          <Meals meals={filterMeals(meals.data ?? [], filter)} heading={mealHeading} priorityFirst={aboveTheFold} />
        )}
      </div>
    </div>
  );
}

function Meals(props: { meals: Meal[]; heading: 'h2' | 'h3'; priorityFirst: boolean }) {
  const { i18n } = useLingui();
  if (props.meals.length === 0) return <p className={emptyText}>{i18n._('No meals in this category yet.')}</p>;
  return <MealGrid {...props} />;
}
