import { useLingui } from '../../i18n/use-lingui';
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';

/** 'Veg' or 'Non Veg' (docs/rules/screens.md#meal-detail), with the coloured dot Indian menus use. */
export function DietBadge({ nonVeg, className }: { nonVeg: boolean; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cx(badge({ tone: nonVeg ? 'nonVeg' : 'veg', dot: true }), className)}>
      {nonVeg ? i18n._('Non Veg') : i18n._('Veg')}
    </span>
  );
}
