import { TickCheckbox } from '../../ui/tick-checkbox';
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';
import { BILLING_LOAD_FAILED, type BillingText, selectBilling } from '../../../machines/restaurant/billing-settings.machine';
import { fieldInput, FormField } from '../../ui/form-field';
import { checkbox } from '../../ui/admin/admin-styles';
import { SettingsSection, settingsCheckbox, useSettingsFlow } from './settings-section';
import '../../app/admin-english';
import { SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';

const grid = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } });

const PERCENT_LABELS: Partial<Record<BillingText, string>> = {
  service_percent_dine_in: /*i18n*/ 'Service charge, dine-in (%)',
  service_percent_pickup: /*i18n*/ 'Service charge, pickup (%)',
  service_percent_delivery: /*i18n*/ 'Service charge, delivery (%)',
};

/** The bill settings, under the ordering options: VAT registration, PAN/VAT number, address, service charge per way. */
export function BillingSettingsSection() {
  const { i18n, actor, view, busy, errors } = useSettingsFlow('billingSettings', selectBilling);
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
    <SettingsSection
      id="bill-settings"
      title={i18n._('Bills and tax')}
      lead={i18n._('Menu prices include VAT and service charge; every bill shows how its total splits.')}
      status={view.status}
      loadFailed={BILLING_LOAD_FAILED}
      onRetry={() => actor.send({ type: 'billing.retry' })}
      onSave={() => actor.send({ type: 'billing.save' })}
    >
      {() => (
        <>
          <TickCheckbox
            className={checkbox}
            box={settingsCheckbox}
            label={i18n._('Registered for VAT (13%)')}
            checked={view.values.vat_registered}
            disabled={busy}
            onChange={(on) => actor.send({ type: 'billing.vat', on })}
          />
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
        </>
      )}
    </SettingsSection>
  );
}
