import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { eyebrow as eyebrowRecipe } from 'styled-system/recipes';
import { Link } from 'wouter';
import { IMAGE_SLOT_SIZES } from '../../../contract/media';
import type { Meal } from '../../../contract/meal';
import { formatPrice } from '../../i18n/format';
import { CAROUSEL_DESCRIPTION_LIMIT } from '../../lib/limits';
import { truncate } from '../../lib/text';
import { AddToCartButton } from './add-to-cart-button';
import { DietBadge } from './diet-badge';
import { MealImage } from './meal-image';
import { frame, imageSide, textSide } from './slide-frame';

const SLIDE_IMAGE_SIZES = IMAGE_SLOT_SIZES.slide;

const eyebrow = cx(eyebrowRecipe(), css({ display: 'flex', alignItems: 'center', gap: '3' }));

const title = css({ fontSize: { base: '2xl', md: '4xl', lg: '5xl' }, fontWeight: 'bold', lineClamp: 2 });
const description = css({
  color: 'fg.muted',
  fontSize: { base: 'sm', md: 'md' },
  lineClamp: { base: 5, md: 4, lg: 5 },
});
const buy = css({ display: 'flex', alignItems: 'center', gap: '5', mt: { base: 'auto', md: '2' } });
const price = css({ fontFamily: 'display', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' });

/** One of the latest meals: its photo on one side; its category, name, price and Add to cart on the other. */
export function MealSlide({ meal, first }: { meal: Meal; first: boolean }) {
  const { i18n } = useLingui();
  const nameId = `slide-${meal.id}-name`;
  return (
    <div className={frame}>
      <Link href={`/meal/${meal.id}`} className={imageSide}>
        <MealImage path={meal.main_image} alt={meal.name} sizes={SLIDE_IMAGE_SIZES} priority={first} />
      </Link>
      <div className={textSide}>
        <p className={eyebrow}>
          {meal.category?.name ?? i18n._('Fresh today')}
          <DietBadge nonVeg={meal.is_non_veg} />
        </p>
        <h2 id={nameId} className={title}>
          {meal.name}
        </h2>
        <p className={description}>{truncate(meal.description, CAROUSEL_DESCRIPTION_LIMIT)}</p>
        <div className={buy}>
          <p className={price}>{formatPrice(i18n, meal.price)}</p>
          <AddToCartButton mealId={meal.id} describedBy={nameId} size="lg" />
        </div>
      </div>
    </div>
  );
}
