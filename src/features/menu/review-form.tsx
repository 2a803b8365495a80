import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { selectAuth } from '../../../machines/shared/auth.machine';
import { createReviewFormLogic, selectReviewForm } from '../../../machines/menu/review-form.machine';
import {
  createMyReviewLogic,
  EDIT_REVIEW,
  REPLACES_REVIEW,
  selectMyReview,
  YOU_REVIEWED,
} from '../../../machines/menu/my-review.machine';
import { useFlow, useSystemActor } from '../../app/app-actor';
import { fieldError, fieldInput, fieldLabel, fieldRoot } from '../../ui/form-field';
import { focusFirstInvalidAfterSubmit } from '../../ui/focus-first-invalid';
import { formatNumber } from '../../i18n/format';
// The field messages are the contract's words.
import '../../i18n/contract-english';
import { decimalsOf } from './decimals';
import { StarRating } from './star-rating';
import './english';
import { subHeading } from '../../ui/section-heading';

const form = css({
  display: 'grid',
  gap: '4',
  p: '5',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
});
const textarea = css({ h: 'auto', minH: '28', py: '2.5', resize: 'vertical' });
const yours = css({ display: 'grid', gap: '2', p: '4', bg: 'bg.subtle', borderRadius: 'lg' });
const yoursTitle = css({ fontWeight: 'semibold' });
const yoursText = css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'pre-line' });

/**
 * 'Add a review' (docs/rules/screens.md#meal-detail and docs/rules/validation.md#review): stars in half steps and the
 * text, with the docs/rules/validation.md#review messages under each.
 */
export function ReviewForm() {
  const { i18n } = useLingui();
  const role = useSelector(useSystemActor('auth'), (snapshot) => selectAuth(snapshot).role);
  const reviewForm = useFlow('reviewForm', createReviewFormLogic);
  const { rating, review, errors, submitting } = useSelector(reviewForm, selectReviewForm);
  const myReview = useFlow('myReview', createMyReviewLogic);
  const { mine } = useSelector(myReview, selectMyReview);
  const ratingError = useId();
  // A refused submit sends focus to the first refused field (the stars, or the text).
  const stopWatching = useRef<() => void>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);
  return (
    <form
      className={form}
      aria-labelledby="add-review"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        stopWatching.current?.();
        stopWatching.current = focusFirstInvalidAfterSubmit(event.currentTarget);
        reviewForm.send({ type: 'reviewForm.submit', role });
      }}
    >
      <h2 id="add-review" className={subHeading}>
        {i18n._('Add a review')}
      </h2>
      {mine && (
        <section aria-label={i18n._(YOU_REVIEWED)} className={yours}>
          <p className={yoursTitle}>{i18n._(YOU_REVIEWED)}</p>
          <p className={yoursText}>
            {i18n._('Your rating: {rating} of 5', { rating: formatNumber(i18n, mine.rating, decimalsOf(mine.rating)) })}
          </p>
          <p className={yoursText}>{mine.review}</p>
          <p className={yoursText}>{i18n._(REPLACES_REVIEW)}</p>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            style={{ justifySelf: 'start' }}
            onClick={() => myReview.send({ type: 'myReview.edit' })}
          >
            {i18n._(EDIT_REVIEW)}
          </button>
        </section>
      )}
      <div className={fieldRoot}>
        <StarRating
          label={i18n._('Rating')}
          value={rating}
          invalid={errors.rating !== undefined}
          errorId={ratingError}
          onChange={(value) => reviewForm.send({ type: 'reviewForm.rating', rating: value })}
          size={28}
        />
        {errors.rating && (
          <p id={ratingError} role="alert" className={fieldError}>
            {i18n._(errors.rating)}
          </p>
        )}
      </div>
      <Field.Root invalid={errors.review !== undefined} className={fieldRoot}>
        <Field.Label className={fieldLabel}>{i18n._('Review')}</Field.Label>
        <Field.Textarea
          className={`${fieldInput} ${textarea}`}
          value={review}
          placeholder={i18n._('What did you like? What could be better?')}
          onChange={(event) => reviewForm.send({ type: 'reviewForm.text', text: event.currentTarget.value })}
        />
        <Field.ErrorText className={fieldError}>{errors.review && i18n._(errors.review)}</Field.ErrorText>
      </Field.Root>
      <button type="submit" className={button({ size: 'md' })} disabled={submitting} style={{ justifySelf: 'start' }}>
        {submitting ? i18n._('Submitting...') : i18n._('Submit review')}
      </button>
    </form>
  );
}
