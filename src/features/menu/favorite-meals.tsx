import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Favorite } from '../../../contract/favorite';
import { formatMoney } from '../../i18n/format';
import { MealImage } from './meal-image';
import { decimalsOf } from './decimals';
import './english';
import { smallMuted } from '../../ui/text-styles';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '5' },
});
const image = css({ w: 'full', aspectRatio: 'meal', objectFit: 'cover' });
const body = css({ display: 'grid', gap: '1', p: '3' });
const name = css({ fontWeight: 'semibold', color: 'fg.default', textDecoration: 'none' });
const empty = css({
  py: '10',
  textAlign: 'center',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderRadius: 'xl',
});

interface FavoriteMealsProps {
  favorites: Favorite[];
  onRemove?: (mealId: number) => void;
  /** A removal is on its way: the buttons wait for it. */
  busy?: boolean;
}

/**
 * The profile's 'Favorite Meals' grid (docs/rules/screens.md#profile): image, name, 'Rs. price' and remove of each, or
 * the empty text.
 */
export function FavoriteMeals({ favorites, onRemove, busy = false }: FavoriteMealsProps) {
  const { i18n } = useLingui();
  if (favorites.length === 0) return <p className={empty}>{i18n._('No favorite meals yet.')}</p>;
  return (
    <ul className={grid}>
      {favorites.map(({ id, meal }) => (
        <li key={id} className={card()}>
          <MealImage path={meal.main_image} alt="" sizes="(min-width: 768px) 240px, 45vw" className={image} />
          <div className={body}>
            <Link href={`/meal/${meal.id}`} className={name}>
              {meal.name}
            </Link>
            <span className={smallMuted}>{formatMoney(i18n, meal.price, decimalsOf(meal.price))}</span>
            {onRemove && (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                aria-label={i18n._('Remove {name} from favorites', { name: meal.name })}
                disabled={busy}
                onClick={() => onRemove(meal.id)}
              >
                {i18n._('Remove')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
