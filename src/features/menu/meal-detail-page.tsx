import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { css } from 'styled-system/css';
import { eyebrow } from 'styled-system/recipes';
import { useParams } from 'wouter';
import { selectAuth } from '../../../machines/shared/auth.machine';
import {
  createMealDetailLogic,
  MEAL_LOAD_FAILED,
  MEAL_LOADING,
  mealIdOf,
  selectMealDetail,
} from '../../../machines/menu/meal-detail.machine';
import { MealNotFoundPage } from '../../app/not-found-page';
import type { Meal } from '../../../contract/meal';
import type { MealDetailView } from '../../../machines/menu/meal-detail.machine';
import { mealChoicesMachine, selectMealChoices } from '../../../machines/menu/meal-choices.machine';
import { MealChoices } from './meal-choices';

type MealView = NonNullable<MealDetailView['meal']>;
import { useFlow, useSystemActor } from '../../app/app-actor';
import { useOpenOnce } from '../../app/use-open-once';
import { AddToCartButton } from './add-to-cart-button';
import { DietBadge } from './diet-badge';
import { FavoriteToggle } from './favorite-toggle';
import { container } from '../../ui/layout';
import { MealGallery } from './meal-gallery';
import { PageLayout } from '../../ui/page-layout';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { StarRating } from './star-rating';
import { LoadError, Spinner } from '../../ui/status';
import { formatNumber, formatPrice } from '../../i18n/format';
import { formatIngredients } from '../../lib/ingredients';
import { createFavoriteLogic } from '../../../machines/menu/favorite.machine';
import { createReviewFormLogic } from '../../../machines/menu/review-form.machine';
import { createMyReviewLogic } from '../../../machines/menu/my-review.machine';
import './english';
import { smallMuted } from '../../ui/text-styles';
import { subHeading } from '../../ui/section-heading';

const top = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' },
  gap: { base: '6', lg: '12' },
  alignItems: 'start',
  py: { base: '6', md: '10' },
});
// The meal's details and the reviews: each a column of its own parts, beside the photos or the review form.
const column = css({ display: 'grid', gap: '4', alignContent: 'start' });
const categoryLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
});
const categoryName = eyebrow({ size: 'sm' });
const title = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'bold',
  lineHeight: 'tight',
});
const priceLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '2',
});
const price = css({
  fontFamily: 'display',
  fontSize: '3xl',
  fontWeight: 'bold',
});
const muted = css({ color: 'fg.muted' });
const actions = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  mt: '2',
});
const label = css({ fontWeight: 'semibold' });
const choicesBox = css({
  display: 'grid',
  gap: '3',
  py: '4',
  borderTopWidth: '1px',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});
const yourPrice = css({
  fontSize: 'md',
  color: 'fg.muted',
  '& strong': { color: 'fg.default', fontFamily: 'display', fontSize: 'xl' },
});
const lower = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  gap: { base: '8', lg: '12' },
  pb: '16',
});

/** The real average beside the category (docs/rules/menu.md#ratings: the spec's fixed 2.5 made real), read-only. */
function AverageRating({ meal }: { meal: Meal }) {
  const { i18n } = useLingui();
  if (meal.rating === null) return <span className={smallMuted}>{i18n._('No reviews yet')}</span>;
  const average = Math.round(meal.rating * 2) / 2;
  const rating = formatNumber(i18n, meal.rating, 1);
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
      })}
    >
      <StarRating value={average} label={i18n._('Average rating {rating} out of 5', { rating })} hideLabel size={18} />
      <span className={smallMuted}>{`${rating} (${formatNumber(i18n, meal.rating_count)})`}</span>
    </span>
  );
}

/** docs/rules/orders.md#options: portion, options and a note, priced as chosen; 'Add to cart' takes them along. */
function MealInfo({ meal }: { meal: MealView }) {
  const { i18n } = useLingui();
  const flow = useFlow('mealChoices', () => mealChoicesMachine);
  const chosen = useSelector(flow, selectMealChoices);
  // A new meal starts from its defaults; the same meal read again after a review keeps what was chosen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => flow.send({ type: 'choices.load', meal }), [flow, meal.id]);
  const nameId = `meal-${meal.id}-title`;
  const per = meal.meal_type === 'Plate' ? i18n._('per plate') : i18n._('per piece');
  return (
    <div className={column}>
      <div className={categoryLine}>
        {meal.category && <span className={categoryName}>{meal.category.name}</span>}
        <AverageRating meal={meal} />
      </div>
      <h1 id={nameId} className={title}>
        {meal.name}
      </h1>
      <DietBadge nonVeg={meal.is_non_veg} className={css({ justifySelf: 'start' })} />
      <p className={priceLine}>
        <span className={price}>{formatPrice(i18n, meal.price)}</span>
        <span className={muted}>{per}</span>
      </p>
      {meal.meal_type === 'Plate' && meal.half_plate_price !== null && (
        <p>
          <span className={label}>{i18n._('Half plate:')} </span>
          {formatPrice(i18n, meal.half_plate_price)}
        </p>
      )}
      {meal.ingredients.trim() !== '' && (
        <p>
          <span className={label}>{i18n._('Ingredients:')} </span>
          {formatIngredients(meal.ingredients)}
        </p>
      )}
      <p className={muted}>{meal.description}</p>
      <section aria-label={i18n._('Your choices')} className={choicesBox}>
        <MealChoices
          meal={meal}
          mealId={meal.id}
          choices={chosen.choices}
          noteOn="change"
          onPortion={(portion) => flow.send({ type: 'choices.portion', portion })}
          onPick={(groupId, optionId) => flow.send({ type: 'choices.pick', groupId, optionId })}
          onNote={(note) => flow.send({ type: 'choices.note', note })}
        />
        {chosen.unitPrice !== null && chosen.unitPrice !== meal.price && (
          <p className={yourPrice} aria-live="polite">
            {i18n._('As chosen:')} <strong>{formatPrice(i18n, chosen.unitPrice)}</strong>
          </p>
        )}
      </section>
      <div className={actions}>
        <AddToCartButton mealId={meal.id} describedBy={nameId} wording="detail" choices={chosen.request} />
        <FavoriteToggle />
      </div>
    </div>
  );
}

/**
 * /meal/{id} (docs/rules/screens.md#meal-detail): photos, the meal, add to cart, the heart, 'Add a review' and the
 * reviews.
 */
export function MealDetailPage() {
  const { i18n } = useLingui();
  const params = useParams<{ id: string }>();
  const mealId = mealIdOf(params.id);
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const mealDetail = useFlow('mealDetail', createMealDetailLogic);
  const reviewForm = useFlow('reviewForm', createReviewFormLogic);
  const favorite = useFlow('favorite', createFavoriteLogic);
  const myReview = useFlow('myReview', createMyReviewLogic);
  const view = useSelector(mealDetail, selectMealDetail);

  useOpenOnce(
    params.id,
    useCallback(() => {
      mealDetail.send({ type: 'mealDetail.open', mealId });
      reviewForm.send({ type: 'reviewForm.open', mealId });
    }, [mealDetail, reviewForm, mealId]),
  );
  // Whether this meal is a favourite depends on who is looking: asked again once the session check answers. A path
  // that names no meal has no heart to ask about.
  useOpenOnce(
    auth.status === 'checking' || Number.isNaN(mealId) ? null : `${params.id}:${auth.role}`,
    useCallback(() => {
      favorite.send({ type: 'favorite.open', mealId, role: auth.role });
      myReview.send({ type: 'myReview.open', mealId, role: auth.role });
    }, [favorite, myReview, mealId, auth.role]),
  );

  if (view.status === 'missing') return <MealNotFoundPage />;
  return (
    <PageLayout title={view.meal?.name ?? i18n._('Meal')} footer>
      <div className={container}>
        {view.status === 'failed' ? (
          <div className={css({ py: '10' })}>
            <LoadError
              message={i18n._(MEAL_LOAD_FAILED)}
              onRetry={() => mealDetail.send({ type: 'mealDetail.retry' })}
            />
          </div>
        ) : view.status === 'loading' || !view.meal ? (
          <Spinner label={i18n._(MEAL_LOADING)} />
        ) : (
          <>
            <div className={top}>
              <MealGallery meal={view.meal} />
              <MealInfo meal={view.meal} />
            </div>
            <div className={lower}>
              <ReviewForm />
              <section aria-labelledby="reviews-heading" className={column}>
                <h2 id="reviews-heading" className={subHeading}>
                  {i18n._('Reviews')}
                </h2>
                <ReviewList reviews={view.reviews} />
              </section>
            </div>
          </>
        )}
      </div>
    </PageLayout>
  );
}

export default MealDetailPage;
