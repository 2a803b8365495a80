import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import type { Meal } from '../../../contract/meal';
import { MealCard } from './meal-card';

/** Masonry by CSS columns: cards keep their own heights and fill the columns top to bottom. */
const grid = css({
  columnCount: { base: 1, sm: 2, lg: 3, xl: 4 },
  columnGap: { base: '5', md: '6' },
});

const item = css({ breakInside: 'avoid', mb: { base: '5', md: '6' } });

interface MealGridProps {
  meals: Meal[];
  /** The level of each meal's name, one below the section's title. */
  heading: 'h2' | 'h3';
  /** When the grid opens the page, its first photo is the largest paint and should not wait. */
  priorityFirst?: boolean;
}

export function MealGrid({ meals, heading, priorityFirst = false }: MealGridProps) {
  const { i18n } = useLingui();
  return (
    <ul className={grid} aria-label={i18n._('Meals')}>
      {meals.map((meal, index) => (
        <li key={meal.id} className={item}>
          <MealCard meal={meal} heading={heading} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
