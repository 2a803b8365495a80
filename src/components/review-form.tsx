import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { selectAuth } from '../../machines/auth.machine';
import { createReviewFormLogic, selectReviewForm } from '../../machines/review-form.machine';
import { useFlow, useSystemActor } from '../app/app-actor';
import { fieldError, fieldInput, fieldLabel, fieldRoot } from './form-field';
import { StarRating } from './star-rating';

const form = css({ display: 'grid', gap: '4', p: '5', bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.subtle' });
const textarea = css({ h: 'auto', minH: '28', py: '2.5', resize: 'vertical' });

/** 'Add a review' (spec §2, §5): stars in half steps and the text, with the §5 messages under each. */
export function ReviewForm() {
  const role = useSelector(useSystemActor('auth'), (snapshot) => selectAuth(snapshot).role);
  const reviewForm = useFlow('reviewForm', createReviewFormLogic);
  const { rating, review, errors, submitting } = useSelector(reviewForm, selectReviewForm);
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
