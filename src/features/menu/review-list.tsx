import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import type { Review } from '../../../contract/review';
import { formatNumber } from '../../i18n/format';
import { formatDay } from '../../i18n/dates';
import { decimalsOf } from './decimals';
import { StarRating } from './star-rating';
import './english';
import { smallMuted } from '../../ui/text-styles';

const list = css({ display: 'grid', gap: '4' });
const entry = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3', p: '4', bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle' });
const initial = disc({ size: '10', tone: 'accent' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' });

// '21 Nov 2026' in English (en-GB); the Bikram Sambat date in Nepali.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A meal's reviews as the server orders them, newest first: initial, name, stars, date and text
 * (docs/rules/screens.md#meal-detail).
 */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { i18n } = useLingui();
  if (reviews.length === 0) return <p className={css({ color: 'fg.muted' })}>{i18n._('No reviews yet')}</p>;
  return (
    <ul className={list} aria-label={i18n._('Reviews')}>
      {reviews.map((review) => (
        <li key={review.id} className={entry}>
          <span className={initial} aria-hidden="true">
            {review.user.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className={css({ display: 'grid', gap: '1' })}>
            <div className={meta}>
              <strong>{review.user.name}</strong>
              <StarRating
                value={review.rating}
                label={i18n._('Rated {rating} out of 5', {
                  rating: formatNumber(i18n, review.rating, decimalsOf(review.rating)),
                })}
                hideLabel
                size={16}
              />
              <time dateTime={review.created_at} className={smallMuted}>
                {formatDay(i18n, review.created_at, 'UTC', DATE_OPTIONS, 'en-GB')}
              </time>
            </div>
            <p>{review.review}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
