import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import {
  DESCRIPTION_MAX,
  RESTAURANT_INFO_LOAD_ERROR,
  selectRestaurantInfoForm,
  type RestaurantInfoField,
} from '../../../machines/restaurant/restaurant-info-form.machine';
import { fieldError, fieldInput, fieldLabel, fieldRoot, FormField } from '../../ui/form-field';
import { ReadStatus, type ReadTexts } from '../../ui/status';
import { useAdminFlow } from '../../app/admin-area';
import { AdminPage } from '../../ui/admin/admin-layout';
import { ServiceSettingsSection } from './admin-service-settings';
import { PaceControls } from '../kitchen/admin-pace-controls';
import { BillingSettingsSection } from './admin-billing-settings';
import { PaymentSettingsSection } from './admin-payment-settings';
import { MealImageField } from '../catalogue/admin-meal-image-field';
import { translateErrors } from '../../ui/admin/admin-text';
import { formatNumber } from '../../i18n/format';
import { figures } from '../../ui/text-styles';
import '../../app/admin-english';
import { FlowForm, SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';

const TITLE = /*i18n*/ 'Update Restaurant Info';
const INFO_READ: ReadTexts = {
  loading: /*i18n*/ 'Loading restaurant details...',
  loadFailed: RESTAURANT_INFO_LOAD_ERROR,
};
/** An IANA time zone name: the same in every language. */
const TIME_ZONE_EXAMPLE = 'Asia/Kathmandu';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder'
>;

// The picture beside the fields from lg up; under them on a phone.
const layout = css({
  display: 'grid',
  gap: '6',
  maxW: '5xl',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 20rem' },
  alignItems: 'start',
});
const fields = css({ display: 'grid', gap: '5' });
const twoColumns = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const textarea = cx(fieldInput, css({ h: 'auto', minH: '40', py: '3', resize: 'vertical' }));
const counterRow = css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' });
const counter = cx(
  figures,
  css({
    fontSize: 'xs',
    color: 'fg.muted',
    ms: 'auto',
    flexShrink: 0,
    '&[data-over]': { color: 'nonVeg.text', fontWeight: 'semibold' },
  }),
);
const group = css({ display: 'grid', gap: '5' });
const groupTitle = css({ fontFamily: 'display', fontSize: 'lg', fontWeight: 'bold', pb: '3' });
const notice = css({ p: '4', borderRadius: 'xl', bg: 'bg.accentSubtle', color: 'accent.text', fontWeight: 'medium' });
const optional = css({ fontWeight: 'normal', color: 'fg.muted' });
const aside = css({ display: 'grid', gap: '4', lg: { position: 'sticky', top: '24' } });

/**
 * /route/admin/about: the restaurant's public page, as home and /about show it (docs/rules/screens.md#admin-screens and
 * docs/rules/entities.md#entities-and-fields and docs/rules/validation.md#restaurant-info).
 */
export function AdminAboutPage() {
  const { i18n } = useLingui();
  const title = i18n._(TITLE);
  const actor = useAdminFlow('restaurantInfoForm');
  const view = useSelector(actor, selectRestaurantInfoForm);

  if (view.status === 'loading' || view.status === 'failed') {
    return (
      <AdminPage title={title}>
        <ReadStatus
          status={view.status}
          texts={INFO_READ}
          onRetry={() => actor.send({ type: 'restaurantInfo.retry' })}
        />
      </AdminPage>
    );
  }

  const { values } = view;
  const errors = translateErrors(i18n, view.errors);
  const busy = view.status === 'submitting';
  const input = (field: RestaurantInfoField) => ({
    name: field,
    value: values[field],
    disabled: busy,
    onChange: (event: { currentTarget: { value: string } }) =>
      actor.send({ type: 'restaurantInfo.change', field, value: event.currentTarget.value }),
  });
  const text = (label: string, field: RestaurantInfoField, extra: InputAttributes = {}) => (
    <FormField label={label} error={errors[field]}>
      <Field.Input className={fieldInput} {...input(field)} {...extra} />
    </FormField>
  );
  const length = values.description.length;

  return (
    <AdminPage title={title}>
      <FlowForm className={layout} onSubmit={() => actor.send({ type: 'restaurantInfo.submit' })}>
        <div className={fields}>
          {view.firstTime && (
            <p className={notice}>{i18n._("The restaurant's page is not set up yet. Fill it in to publish it.")}</p>
          )}
          <div className={twoColumns}>
            <OptionalField label={i18n._('Restaurant Name')} error={errors.name}>
              <Field.Input className={fieldInput} autoComplete="organization" {...input('name')} />
            </OptionalField>
            <OptionalField label={i18n._('Time Zone')} error={errors.time_zone}>
              <Field.Input className={fieldInput} placeholder={TIME_ZONE_EXAMPLE} {...input('time_zone')} />
            </OptionalField>
          </div>
          <Field.Root invalid={errors.description !== undefined} className={fieldRoot}>
            <Field.Label className={fieldLabel}>{i18n._('Description')}</Field.Label>
            <Field.Textarea className={textarea} rows={8} {...input('description')} />
            <div className={counterRow}>
              <Field.ErrorText className={fieldError}>{errors.description}</Field.ErrorText>
              <Field.HelperText className={counter} data-over={length > DESCRIPTION_MAX ? '' : undefined}>
                {formatNumber(i18n, length)} / {formatNumber(i18n, DESCRIPTION_MAX)}
              </Field.HelperText>
            </div>
          </Field.Root>
          <div className={twoColumns}>
            {text(i18n._('Contact Number'), 'contact_number', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            {text(i18n._('Email'), 'email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          </div>
          <div className={twoColumns}>
            {text(i18n._('Opening Time'), 'opening_time', { type: 'time' })}
            {text(i18n._('Closing Time'), 'closing_time', { type: 'time' })}
          </div>
          <fieldset className={group}>
            <legend className={groupTitle}>{i18n._('Social links')}</legend>
            {text(i18n._('Facebook URL'), 'facebook_url', {
              type: 'url',
              inputMode: 'url',
              placeholder: 'https://facebook.com/...',
            })}
            {text(i18n._('Instagram URL'), 'instagram_url', {
              type: 'url',
              inputMode: 'url',
              placeholder: 'https://instagram.com/...',
            })}
            {text(i18n._('TikTok URL'), 'tiktok_url', {
              type: 'url',
              inputMode: 'url',
              placeholder: 'https://tiktok.com/@...',
            })}
          </fieldset>
        </div>
        <div className={aside}>
          <MealImageField
            field="image"
            label={i18n._('Restaurant Image')}
            file={view.image}
            stored={view.stored}
            error={errors.image}
            disabled={busy}
            onChange={(file) => actor.send({ type: 'restaurantInfo.image', file })}
          />
        </div>
        {/* Under both columns: on a phone the picture comes before it, so nothing the form needs is below the button. */}
        <div className={css({ gridColumn: '1 / -1' })}>
          <SubmitButton label={title} busyLabel={i18n._('Saving…')} busy={busy} />
        </div>
      </FlowForm>
      <ServiceSettingsSection />
      <PaceControls caps />
      <BillingSettingsSection />
      <PaymentSettingsSection />
    </AdminPage>
  );
}

/** A field of ours beyond the spec's: blank keeps what the restaurant already has. */
function OptionalField({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={error !== undefined} className={fieldRoot}>
      <Field.Label className={fieldLabel}>
        {label} <span className={optional}>{i18n._('(optional)')}</span>
      </Field.Label>
      {children}
      <Field.ErrorText className={fieldError}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
