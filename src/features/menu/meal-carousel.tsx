import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { useResource } from '../../app/app-actor';
import { CAROUSEL_MEAL_COUNT } from '../../lib/limits';
import { LoadError } from '../../ui/status';
import { CarouselSkeleton } from './carousel-skeleton';
import { LatestMeals } from './latest-meals';
import { MealSlide } from './meal-slide';
import { MEALS_ERROR } from './menu-section';
import { frame } from './slide-frame';

/** The home page's opening: the three newest meals, one per slide (docs/rules/screens.md#home). */
export function MealCarousel() {
  const { i18n } = useLingui();
  const latest = useResource('latestMeals');
  if (latest.status === 'loading') return <CarouselSkeleton />;
  if (latest.status === 'failed') {
    return (
      <div className={frame}>
        <div className={css({ gridColumn: '1 / -1', gridRow: '1 / -1', alignSelf: 'center', p: '6' })}>
          <LoadError message={i18n._(MEALS_ERROR)} onRetry={latest.retry} />
        </div>
      </div>
    );
  }
  const meals = (latest.data ?? []).slice(0, CAROUSEL_MEAL_COUNT);
  if (meals.length === 0) return null;
  return (
    <LatestMeals
      slides={meals.map((meal, index) => ({ key: meal.id, node: <MealSlide meal={meal} first={index === 0} /> }))}
    />
  );
}
