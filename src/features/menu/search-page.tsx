import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Meal } from '../../../contract/meal';
import { createSearchLogic, SEARCH_EMPTY, SEARCH_FAILED, SEARCH_LOADING, selectSearch } from '../../../machines/menu/search.machine';
import { useFlow } from '../../app/app-actor';
import { AddToCartButton } from './add-to-cart-button';
import { fieldInput } from '../../ui/form-field';
import { SearchIcon } from '../../ui/icons';
import { container, visuallyHidden } from '../../ui/layout';
import { CARD_IMAGE_SIZES } from './meal-card';
import { MealImage } from './meal-image';
import { PageLayout } from '../../ui/page-layout';
import { ReadStatus, type ReadTexts } from '../../ui/status';
import { GRID_DESCRIPTION_LIMIT } from '../../lib/limits';
import { formatNumber } from '../../i18n/format';
import { decimalsOf } from './decimals';
import './english';
import { emptyText, smallMuted } from '../../ui/text-styles';

const SEARCH_READ: ReadTexts = { loading: SEARCH_LOADING, loadFailed: SEARCH_FAILED };
const page = css({ display: 'grid', gap: '8', py: { base: '6', md: '10' } });
const box = css({ position: 'relative', maxW: '2xl', w: 'full', mx: 'auto', display: 'grid', gap: '2' });
const label = css({ fontWeight: 'semibold' });
const icon = css({ position: 'absolute', left: '3.5', bottom: '2.5', color: 'fg.muted', pointerEvents: 'none' });
const input = css({ pl: '11', h: '12' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '6',
});
const imageLink = css({ display: 'block', '& img': { w: 'full', h: 'auto', aspectRatio: 'meal', objectFit: 'cover' } });
const body = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' });
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: 'auto' });
const message = cx(emptyText, css({ fontSize: 'lg' }));

/**
 * One search result (docs/rules/screens.md#search): image, name, the first 120 characters of the description with dots,
 * price, add.
 */
function SearchCard({ meal }: { meal: Meal }) {
  const { i18n } = useLingui();
  const nameId = `search-${meal.id}-name`;
  return (
    <article className={card()} aria-labelledby={nameId}>
      <Link href={`/meal/${meal.id}`} className={imageLink}>
        <MealImage path={meal.main_image} alt={meal.name} sizes={CARD_IMAGE_SIZES} />
      </Link>
      <div className={body}>
        <h2 id={nameId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {meal.name}
        </h2>
        <p className={smallMuted}>{`${meal.description.slice(0, GRID_DESCRIPTION_LIMIT)}...`}</p>
        <div className={footer}>
          <p className={css({ fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold' })}>
            {i18n._('Rs {price}', { price: formatNumber(i18n, meal.price, decimalsOf(meal.price)) })}
          </p>
          <AddToCartButton mealId={meal.id} describedBy={nameId} size="sm" />
        </div>
      </div>
    </article>
  );
}

const heading = css({ fontSize: '[inherit]', fontWeight: '[inherit]', lineHeight: '[inherit]' });

/**
 * /search (docs/rules/screens.md#search and docs/rules/states.md#search): a box labelled 'Search Meal'; results once
 * the trimmed text is not empty.
 */
export function SearchPage() {
  const { i18n } = useLingui();
  const search = useFlow('search', createSearchLogic);
  const { text, status, results } = useSelector(search, selectSearch);
  return (
    <PageLayout title={i18n._('Search')} footer>
      <div className={`${container} ${page}`}>
        <div className={box} role="search">
          {/* The page's heading is the box's label: one name, read once (docs/rules/robustness.md#screens: /search had no h1). */}
          <h1 className={heading}>
            <label htmlFor="search-meal" className={label}>
              {i18n._('Search Meal')}
            </label>
          </h1>
          <SearchIcon className={icon} />
          <input
            id="search-meal"
            type="search"
            className={`${fieldInput} ${input}`}
            value={text}
            autoComplete="off"
            placeholder={i18n._('Momo, paneer, curry...')}
            onChange={(event) => search.send({ type: 'search.change', text: event.currentTarget.value })}
          />
        </div>
        {/* What a screen reader hears of a search: how many meals it found (docs/rules/screens.md#keyboard-and-screen-readers), the waiting, the failure or the
            empty result; the cards themselves are outside, not read one by one as they arrive. */}
        <div aria-live="polite">
          {status === 'ready' && results.length > 0 && (
            <p role="status" className={visuallyHidden}>
              {i18n._('{count, plural, one {# meal found} other {# meals found}}', { count: results.length })}
            </p>
          )}
          <ReadStatus status={status} texts={SEARCH_READ} onRetry={() => search.send({ type: 'search.retry' })} />
          {status === 'ready' && results.length === 0 && (
            <p className={message}>
              {i18n._(SEARCH_EMPTY)}{' '}
              <span role="img" aria-label={i18n._('sad face')}>
                😞
              </span>
            </p>
          )}
        </div>
        {status === 'ready' && results.length > 0 && (
          <div className={grid}>
            {results.map((meal) => (
              <SearchCard key={meal.id} meal={meal} />
            ))}
          </div>
        )}
      </div>
    </PageLayout>
  );
}

export default SearchPage;
