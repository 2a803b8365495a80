import { Checkbox } from '@ark-ui/react/checkbox';
import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { useLingui } from '../../i18n/use-lingui';
import { BILLING_LOAD_FAILED, type BillingText, selectBilling } from '../../../machines/restaurant/billing-settings.machine';
import { fieldInput, FormField } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { useAdminFlow } from '../../app/admin-area';
import { translateErrors } from '../../ui/admin/admin-text';
import { checkbox, checkboxBox } from '../../ui/admin/admin-styles';
import '../../app/admin-english';
import { FlowForm, SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';

const section = css({ display: 'grid', gap: '5', mt: '12', pt: '8', borderTopWidth: '1px', borderColor: 'border.subtle', maxW: '4xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const lead = css({ color: 'fg.muted' });
const checkboxControl = cx(checkboxBox, css({ '&[data-state=checked]': { bg: 'accent.solid', borderColor: 'accent.solid' } }));
const grid = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } });

const PERCENT_LABELS: Partial<Record<BillingText, string>> = {
  service_percent_dine_in: /*i18n*/ 'Service charge, dine-in (%)',
  service_percent_pickup: /*i18n*/ 'Service charge, pickup (%)',
  service_percent_delivery: /*i18n*/ 'Service charge, delivery (%)',
};

/** The bill settings, under the ordering options: VAT registration, PAN/VAT number, address, service charge per way. */
export function BillingSettingsSection() {
  const { i18n } = useLingui();
  const actor = useAdminFlow('billingSettings');
  const view = useSelector(actor, selectBilling);
  const busy = view.status === 'saving';
  const errors = translateErrors(i18n, view.errors);
  const text = (field: BillingText, label: string, inputMode: 'numeric' | 'text') => (
    <FormField key={field} label={label} error={errors[field]}>
      <Field.Input
        className={fieldInput}
        inputMode={inputMode}
        value={view.values.texts[field]}
        disabled={busy}
        onChange={(event) => actor.send({ type: 'billing.edit', field, value: event.currentTarget.value })}
      />
    </FormField>
  );
  return (
    <section className={section} aria-labelledby="bill-settings">
      <h2 id="bill-settings" className={heading}>
        {i18n._('Bills and tax')}
      </h2>
      <p className={lead}>
        {i18n._('Menu prices include VAT and service charge; every bill shows how its total splits.')}
      </p>
      {view.status === 'loading' && <Spinner label={i18n._('Loading...')} />}
      {view.status === 'failed' && (
        <LoadError message={i18n._(BILLING_LOAD_FAILED)} onRetry={() => actor.send({ type: 'billing.retry' })} />
      )}
      {(view.status === 'editing' || view.status === 'saving') && (
        <FlowForm className={css({ display: 'grid', gap: '6' })} onSubmit={() => actor.send({ type: 'billing.save' })}>
          <Checkbox.Root
            className={checkbox}
            checked={view.values.vat_registered}
            disabled={busy}
            onCheckedChange={({ checked }) => actor.send({ type: 'billing.vat', on: checked === true })}
          >
            <Checkbox.Control className={checkboxControl}>
              <Checkbox.Indicator>✓</Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label>{i18n._('Registered for VAT (13%)')}</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
          <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 2fr' } })}>
            {text('pan_number', i18n._('PAN/VAT number'), 'numeric')}
            {text('address', i18n._('Address printed on bills'), 'text')}
          </div>
          <div className={grid}>
            {(Object.keys(PERCENT_LABELS) as BillingText[]).map((field) =>
              text(field, i18n._(PERCENT_LABELS[field] as string), 'numeric'),
            )}
          </div>
          <div>
            <SubmitButton label={i18n._('Save bill settings')} busyLabel={i18n._('Saving…')} busy={busy} />
          </div>
        </FlowForm>
      )}
    </section>
  );
}
