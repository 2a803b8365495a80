import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createFavoriteMealsLogic, FAVORITES_LOAD_FAILED, selectFavoriteMeals } from '../../../machines/menu/favorite-meals.machine';
import { useFlow } from '../../app/app-actor';
import { FavoriteMeals } from '../menu/favorite-meals';
import { LoadError, Spinner } from '../../ui/status';
import './english';

/** The signed-in customer's favourites on /profile, read when the profile shows, with remove. */
export function ProfileFavorites() {
  const { i18n } = useLingui();
  const favoriteMeals = useFlow('favoriteMeals', createFavoriteMealsLogic);
  const { status, favorites, busy } = useSelector(favoriteMeals, selectFavoriteMeals);
  useEffect(() => favoriteMeals.send({ type: 'favoriteMeals.open' }), [favoriteMeals]);
  if (status === 'failed') {
    return (
      <LoadError
        message={i18n._(FAVORITES_LOAD_FAILED)}
        onRetry={() => favoriteMeals.send({ type: 'favoriteMeals.retry' })}
      />
    );
  }
  if (status !== 'ready') return <Spinner label={i18n._('Loading favorite meals...')} />;
  return (
    <FavoriteMeals
      favorites={favorites}
      busy={busy}
      onRemove={(mealId) => favoriteMeals.send({ type: 'favoriteMeals.remove', mealId })}
    />
  );
}
