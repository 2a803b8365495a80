import { TickCheckbox } from '../../ui/tick-checkbox';
import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { MEAL_IMAGE_FIELDS } from '../../../contract/meal-admin';
import { MEAL_TYPES } from '../../../contract/meal';
import { selectMealForm, type MealTextField } from '../../../machines/catalogue/meal-form.machine';
import { fieldError, fieldInput, fieldLabel, FormField } from '../../ui/form-field';
import { RadioChoice } from '../../ui/radio-choice';
import { ReadStatus } from '../../ui/status';
import { AdminPage } from '../../ui/admin/admin-layout';
import { useAdminFlow } from '../../app/admin-area';
import { MealImageField } from './admin-meal-image-field';
import { MealOptionsEditor } from './admin-meal-options';
import { translateErrors } from '../../ui/admin/admin-text';
import { checkbox, checkboxBox } from '../../ui/admin/admin-styles';
import '../../app/admin-english';
import { FlowForm, SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';
import { smallMuted } from '../../ui/text-styles';

const form = css({ display: 'grid', gap: '5', maxW: '4xl' });
const twoColumns = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const imageGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } });
const textarea = cx(fieldInput, css({ h: 'auto', minH: '32', py: '3', resize: 'vertical' }));
const checkboxControl = cx(checkboxBox, css({ '&[data-state=checked]': { bg: 'nonVeg.solid', borderColor: 'nonVeg.solid' } }));

const IMAGE_LABELS = {
  main_image: /*i18n*/ 'Main Image',
  image1: /*i18n*/ 'Image 1',
  image2: /*i18n*/ 'Image 2',
} as const;
/** The meal types as the form names them (the values sent stay the contract's). */
const MEAL_TYPE_LABELS: Record<(typeof MEAL_TYPES)[number], string> = { Plate: /*i18n*/ 'Plate', Piece: /*i18n*/ 'Piece' };

export type MealFormPageProps = { mode: 'add' } | { mode: 'update'; id: number };

/**
 * Add Meal and Update Meal (docs/rules/screens.md#admin-screens and docs/rules/entities.md#entities-and-fields and
 * docs/rules/states.md#meal-form): one form, each field's docs/rules/validation.md#meal-form message under it.
 */
export function MealFormPage(props: MealFormPageProps) {
  const { i18n } = useLingui();
  const actor = useAdminFlow('mealForm');
  const view = useSelector(actor, selectMealForm);
  const mealId = props.mode === 'update' ? props.id : null;
  useEffect(() => {
    actor.send(mealId === null ? { type: 'mealForm.open', mode: 'add' } : { type: 'mealForm.open', mode: 'update', id: mealId });
  }, [actor, mealId]);

  const title = props.mode === 'add' ? i18n._('Add Meal') : i18n._('Update Meal');
  if (view.status === 'closed' || view.status === 'loading' || view.status === 'failed') {
    // Closed is the moment before the form's first read starts.
    const status = view.status === 'closed' ? 'loading' : view.status;
    const texts = { loading: /*i18n*/ 'Loading...', loadFailed: view.loadError ?? '' };
    return (
      <AdminPage title={title}>
        <ReadStatus status={status} texts={texts} onRetry={() => actor.send({ type: 'mealForm.retry' })} />
      </AdminPage>
    );
  }

  const { values } = view;
  const errors = translateErrors(i18n, view.errors);
  const busy = view.status === 'submitting';
  const text = (field: MealTextField) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      actor.send({ type: 'mealForm.change', field, value: event.currentTarget.value }),
  });

  return (
    <AdminPage title={title}>
      <FlowForm className={form} onSubmit={() => actor.send({ type: 'mealForm.submit' })}>
        <FormField label={i18n._('Name')} error={errors.name}>
          <Field.Input className={fieldInput} {...text('name')} />
        </FormField>
        <div className={twoColumns}>
          <FormField label={i18n._('Category')} error={errors.category_id}>
            <Field.Select className={fieldInput} {...text('category_id')}>
              <option value="">{i18n._('Select a category')}</option>
              {view.categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </Field.Select>
          </FormField>
          <RadioChoice
            look="form"
            label={i18n._('Meal Type')}
            options={MEAL_TYPES.map((type) => ({ value: type, label: i18n._(MEAL_TYPE_LABELS[type]) }))}
            value={values.meal_type}
            onPick={(value) => actor.send({ type: 'mealForm.mealType', value })}
          />
        </div>
        <div className={twoColumns}>
          <FormField label={i18n._('Price')} error={errors.price}>
            <Field.Input className={fieldInput} inputMode="decimal" {...text('price')} />
          </FormField>
          <Field.Root
            invalid={errors.half_plate_price !== undefined}
            disabled={view.halfPlateDisabled}
            className={css({ display: 'grid', gap: '1.5' })}
          >
            <Field.Label className={fieldLabel}>{i18n._('Half Plate Price')}</Field.Label>
            <Field.Input className={fieldInput} inputMode="decimal" {...text('half_plate_price')} />
            {view.halfPlateDisabled && (
              <Field.HelperText className={smallMuted}>
                {i18n._('A piece has no half plate.')}
              </Field.HelperText>
            )}
            <Field.ErrorText className={fieldError}>
              {errors.half_plate_price}
            </Field.ErrorText>
          </Field.Root>
        </div>
        <FormField label={i18n._('Ingredients')} error={errors.ingredients}>
          <Field.Input className={fieldInput} placeholder={i18n._('rice, chicken, spices')} {...text('ingredients')} />
        </FormField>
        <FormField label={i18n._('Description')} error={errors.description}>
          <Field.Textarea className={textarea} rows={5} {...text('description')} />
        </FormField>
        <TickCheckbox
          className={checkbox}
          box={checkboxControl}
          label={i18n._('Non-Veg')}
          checked={values.is_non_veg}
          onChange={(value) => actor.send({ type: 'mealForm.nonVeg', value })}
        />
        <div className={imageGrid}>
          {MEAL_IMAGE_FIELDS.map((field) => (
            <MealImageField
              key={field}
              field={field}
              label={i18n._(IMAGE_LABELS[field])}
              file={view.images[field]}
              stored={view.stored[field]}
              error={errors[field]}
              disabled={busy}
              onChange={(file) => actor.send({ type: 'mealForm.image', field, file })}
            />
          ))}
        </div>
        <div>
          <SubmitButton label={title} busyLabel={i18n._('Saving…')} busy={busy} />
        </div>
      </FlowForm>
      {props.mode === 'update' && <MealOptionsEditor mealId={props.id} />}
    </AdminPage>
  );
}
