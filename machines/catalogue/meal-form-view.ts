import type { Category } from '../../contract/meal';
import type { MealFields } from './meal-admin-api';
import {
  chosenImageErrors,
  mealFormErrors,
  type ImagePaths,
  type Images,
  type MealFormContext,
  type MealFormErrors,
  type MealFormMode,
} from './meal-form-fields';
import { shownErrors } from '../shared/shown-errors';

/** What the meal form page shows, read from the meal form machine's snapshot (re-exported by the machine). */

export interface MealFormView {
  mode: MealFormMode;
  status: 'closed' | 'loading' | 'failed' | 'editing' | 'submitting';
  loadError: string | null;
  values: MealFields;
  images: Images;
  stored: ImagePaths;
  categories: Category[];
  errors: MealFormErrors;
  /** docs/rules/states.md#meal-form: a Piece has no half plate price. */
  halfPlateDisabled: boolean;
}

type Snapshot = { context: MealFormContext; value: unknown };

export function selectMealForm({ context, value }: Snapshot): MealFormView {
  return {
    mode: context.mode,
    status: value as MealFormView['status'],
    loadError: context.loadError,
    values: context.values,
    images: context.images,
    stored: context.stored,
    categories: context.categories,
    errors: shownErrors(
      context,
      () => mealFormErrors(context),
      () => chosenImageErrors(context.images),
    ),
    halfPlateDisabled: context.values.meal_type === 'Piece',
  };
}
