import type { Role } from '../shared/session';

/** A review as the customer writes it: the stars and the text. */
export interface ReviewDraft {
  rating: number;
  review: string;
}

export type ReviewFormEvent =
  | { type: 'reviewForm.open'; mealId: number }
  /** 0 means no star chosen. */
  | { type: 'reviewForm.rating'; rating: number }
  | { type: 'reviewForm.text'; text: string }
  | { type: 'reviewForm.submit'; role: Role }
  /** The customer's earlier review, to change it (docs/rules/robustness.md#screens). */
  | { type: 'reviewForm.fill'; rating: number; review: string };

export type MyReviewEvent =
  /** The meal's page opened, or who is looking changed: only a customer has a review of their own. */
  | { type: 'myReview.open'; mealId: number; role: Role }
  /** The review form saved this review; it is now the customer's. */
  | { type: 'myReview.saved'; review: ReviewDraft }
  /** Fill the review form with what the customer wrote, to change it. */
  | { type: 'myReview.edit' };
