import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { card, eyebrow } from 'styled-system/recipes';
import { Link } from 'wouter';
import { IMAGE_SLOT_SIZES } from '../../../contract/media';
import type { Meal } from '../../../contract/meal';
import { formatPrice } from '../../i18n/format';
import { GRID_DESCRIPTION_LIMIT } from '../../lib/limits';
import { truncate } from '../../lib/text';
import { AddToCartButton } from './add-to-cart-button';
import { DietBadge } from './diet-badge';
import { MealImage } from './meal-image';
import { smallMuted } from '../../ui/text-styles';

/** How wide a card is at each breakpoint of the grid (see meal-grid.tsx). */
export const CARD_IMAGE_SIZES = IMAGE_SLOT_SIZES.card;

const imageLink = css({
  display: 'block',
  overflow: 'hidden',
  bg: 'bg.subtle',
  '& img': {
    w: 'full',
    h: 'auto',
    aspectRatio: 'meal',
    objectFit: 'cover',
    transition: 'transform',
    transitionDuration: 'slow',
  },
  _hover: { '& img': { transform: 'scale(1.04)' } },
  _motionReduce: { _hover: { '& img': { transform: 'none' } } },
});

const dietOnImage = css({ position: 'absolute', top: '3', left: '3', boxShadow: 'sm' });

const body = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' });
const name = css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' });
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '2' });
const price = css({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: 'display',
  fontSize: 'xl',
  fontWeight: 'bold',
  lineHeight: 'tight',
  color: 'fg.default',
  whiteSpace: 'nowrap',
});
const per = css({ fontFamily: 'body', fontSize: 'xs', fontWeight: 'normal', color: 'fg.subtle' });

/** One meal in the menu grid: photo (to its page), diet badge, name, short description, price, add to cart. */
interface MealCardProps {
  meal: Meal;
  heading?: 'h2' | 'h3';
  /** The card whose photo is the page's largest paint: load it at once. */
  priority?: boolean;
}

export function MealCard({ meal, heading: Heading = 'h3', priority = false }: MealCardProps) {
  const { i18n } = useLingui();
  const nameId = `meal-${meal.id}-name`;
  return (
    <article className={card()} aria-labelledby={nameId}>
      <div className={css({ position: 'relative' })}>
        <Link href={`/meal/${meal.id}`} className={imageLink}>
          <MealImage path={meal.main_image} alt={meal.name} sizes={CARD_IMAGE_SIZES} priority={priority} />
        </Link>
        <DietBadge nonVeg={meal.is_non_veg} className={dietOnImage} />
      </div>
      <div className={body}>
        {meal.category && <p className={eyebrow()}>{meal.category.name}</p>}
        <Heading id={nameId} className={name}>
          {meal.name}
        </Heading>
        <p className={smallMuted}>{truncate(meal.description, GRID_DESCRIPTION_LIMIT)}</p>
        <div className={footer}>
          <p className={price}>
            {formatPrice(i18n, meal.price)}
            <span className={per}>{meal.meal_type === 'Plate' ? i18n._('per plate') : i18n._('per piece')}</span>
          </p>
          <AddToCartButton mealId={meal.id} describedBy={nameId} size="sm" />
        </div>
      </div>
    </article>
  );
}
