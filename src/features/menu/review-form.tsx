import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { selectAuth } from '../../../machines/account/auth.machine';
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
import { StarRating } from './star-rating';

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

/** 'Add a review' (spec §2, §5): stars in half steps and the text, with the §5 messages under each. */
export function ReviewForm() {
  const role = useSelector(useSystemActor('auth'), (snapshot) => selectAuth(snapshot).role);
  const reviewForm = useFlow('reviewForm', createReviewFormLogic);
  const { rating, review, errors, submitting } = useSelector(reviewForm, selectReviewForm);
  const myReview = useFlow('myReview', createMyReviewLogic);
  const { mine } = useSelector(myReview, selectMyReview);
  return (
    <form
      className={form}
      aria-labelledby="add-review"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        reviewForm.send({ type: 'reviewForm.submit', role });
      }}
    >
      <h2 id="add-review" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Add a review
      </h2>
      {mine && (
        <section aria-label={YOU_REVIEWED} className={yours}>
          <p className={yoursTitle}>{YOU_REVIEWED}</p>
          <p className={yoursText}>Your rating: {mine.rating} of 5</p>
          <p className={yoursText}>{mine.review}</p>
          <p className={yoursText}>{REPLACES_REVIEW}</p>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            style={{ justifySelf: 'start' }}
            onClick={() => myReview.send({ type: 'myReview.edit' })}
          >
            {EDIT_REVIEW}
          </button>
        </section>
      )}
      <div className={fieldRoot}>
        <StarRating
          label="Rating"
          value={rating}
          invalid={errors.rating !== undefined}
          onChange={(value) => reviewForm.send({ type: 'reviewForm.rating', rating: value })}
          size={28}
        />
        {errors.rating && (
          <p role="alert" className={fieldError}>
            {errors.rating}
          </p>
        )}
      </div>
      <Field.Root invalid={errors.review !== undefined} className={fieldRoot}>
        <Field.Label className={fieldLabel}>Review</Field.Label>
        <Field.Textarea
          className={`${fieldInput} ${textarea}`}
          value={review}
          placeholder="What did you like? What could be better?"
          onChange={(event) => reviewForm.send({ type: 'reviewForm.text', text: event.currentTarget.value })}
        />
        <Field.ErrorText className={fieldError}>{errors.review}</Field.ErrorText>
      </Field.Root>
      <button type="submit" className={button({ size: 'md' })} disabled={submitting} style={{ justifySelf: 'start' }}>
        {submitting ? 'Submitting...' : 'Submit review'}
      </button>
    </form>
  );
}
