import { useSelector } from '@xstate/react';
import { Tabs } from '@ark-ui/react/tabs';
import { css } from 'styled-system/css';
import type { Meal } from '../../contract/meal';
import { filterMeals, selectFilter, type MenuFilter } from '../../machines/menu-filter.machine';
import { useResource, useSystemActor } from '../app/app-actor';
import { MealGrid } from './meal-grid';
import { LoadError, Spinner } from './status';

/** The spec's own failure wordings (§8). */
export const MEALS_ERROR = 'Error loading meals...';
export const CATEGORIES_ERROR = 'Failed to load categories';

const ALL = 'all';
const toTab = (filter: MenuFilter) => (filter === 'all' ? ALL : String(filter));
const toFilter = (tab: string): MenuFilter => (tab === ALL ? 'all' : Number(tab));

// On a phone the tabs are one row that scrolls sideways, so however many categories arrive, nothing below moves.
const tabList = css({
  display: 'flex',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  justifyContent: { base: 'flex-start', md: 'center' },
  gap: '2',
  overflowX: { base: 'auto', md: 'visible' },
  scrollbar: 'hidden',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  py: '1',
  mb: { base: '5', md: '8' },
});

const tab = css({
  flexShrink: 0,
  h: '10',
  px: '5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  transition: 'colors',
  _hover: { borderColor: 'border.strong', color: 'fg.default' },
  _selected: {
    bg: 'fg.default',
    borderColor: 'fg.default',
    color: 'fg.inverse',
    _hover: { color: 'fg.inverse' },
  },
});

const empty = css({ py: '12', textAlign: 'center', color: 'fg.muted' });

interface MenuSectionProps {
  /** The level of the meals' names: one below whatever titles the section on that page. */
  mealHeading: 'h2' | 'h3';
  /** The section opens the page (/menu), so its first photo loads at once. */
  aboveTheFold?: boolean;
}

/** Category tabs (All + each category) over the meal grid; shared by the home page and /menu. */
export function MenuSection({ mealHeading, aboveTheFold = false }: MenuSectionProps) {
  const categories = useResource('categories');
  const meals = useResource('meals');
  const menuFilter = useSystemActor('menuFilter');
  const filter = useSelector(menuFilter, selectFilter);
  const current = toTab(filter);

  return (
    <Tabs.Root
      value={current}
      onValueChange={({ value }) => menuFilter.send({ type: 'menu.filter', category: toFilter(value) })}
    >
      <Tabs.List className={tabList} aria-label="Meal categories">
        <Tabs.Trigger value={ALL} className={tab}>
          All
        </Tabs.Trigger>
        {categories.data?.map((category) => (
          <Tabs.Trigger key={category.id} value={String(category.id)} className={tab}>
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.status === 'failed' && (
        <div className={css({ mb: '8' })}>
          <LoadError message={CATEGORIES_ERROR} onRetry={categories.retry} />
        </div>
      )}
      {/* One panel, always the selected tab's: Tabs.Content would keep a hidden copy per category. */}
      <Tabs.Context>
        {(tabs) => (
          <div {...tabs.getContentProps({ value: current })}>
            {meals.status === 'loading' && <Spinner label="Loading meals..." />}
            {meals.status === 'failed' && <LoadError message={MEALS_ERROR} onRetry={meals.retry} />}
            {meals.status === 'ready' && (
              <Meals meals={filterMeals(meals.data ?? [], filter)} heading={mealHeading} priorityFirst={aboveTheFold} />
            )}
          </div>
        )}
      </Tabs.Context>
    </Tabs.Root>
  );
}

function Meals(props: { meals: Meal[]; heading: 'h2' | 'h3'; priorityFirst: boolean }) {
  if (props.meals.length === 0) return <p className={empty}>No meals in this category yet.</p>;
  return <MealGrid {...props} />;
}
