import { TickCheckbox } from '../../ui/tick-checkbox';
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';
import { CASH_LABELS } from '../../../contract/cash';
import { FULFILMENT_LABELS } from '../../../contract/fulfilment';
import { may } from '../../../contract/permissions';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../contract/payment-method';
import { PAYMENTS_LOAD_FAILED, type PaymentWay, selectPayments } from '../../../machines/restaurant/payment-settings.machine';
import { fieldError, fieldInput, FormField } from '../../ui/form-field';
import { useStaffRole } from '../../ui/staff-role-context';
import { METHOD_LABELS } from '../cart/payment-choice';
import { SubmitButton } from '../account/flow-form';
import { checkbox } from '../../ui/admin/admin-styles';
import { SettingsSection, settingsCheckbox, useSettingsFlow } from './settings-section';
import '../../app/admin-english';
import '../../i18n/contract-english';

const grid = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } });
const way = css({ display: 'grid', gap: '3', alignContent: 'start' });
const wayTitle = css({ fontWeight: 'bold', pb: '1' });
const reason = css({ fontSize: 'sm', color: 'fg.muted', ms: '8', mt: '-2' });
const capField = css({ maxW: 'xs' });

const KHALTI_OFF = /*i18n*/ 'Khalti is not set up on this server.';

/** The owner's ways to pay, under the bill settings: the methods each way of ordering offers, the cash cap. */
export function PaymentSettingsSection() {
  const staff = useStaffRole();
  // Money settings are the owner's (docs/rules/roles.md#staff-roles); the server refuses anyone else, so nobody else is
  // shown them.
  if (staff?.status !== 'known' || !may(staff.role, 'money.settings')) return null;
  return <PaymentSettingsForm />;
}

function PaymentSettingsForm() {
  const { i18n, actor, view, busy, errors } = useSettingsFlow('paymentSettings', selectPayments);
  const label = (method: PaymentMethod, on: PaymentWay) =>
    i18n._(method === 'cash' ? CASH_LABELS[on] : METHOD_LABELS[method]);
  const box = (on: PaymentWay, method: PaymentMethod) => {
    const off = method === 'khalti' && !view.khalti;
    return (
      <div key={method} className={css({ display: 'grid', gap: '2' })}>
        <TickCheckbox
          className={checkbox}
          box={settingsCheckbox}
          label={label(method, on)}
          // Shown unticked while the server cannot take Khalti: the cart does not offer it then either.
          checked={!off && view.values.methods[on].includes(method)}
          disabled={busy || off}
          onChange={(ticked) => actor.send({ type: 'payments.tick', way: on, method, on: ticked })}
        />
        {off && <p className={reason}>{i18n._(KHALTI_OFF)}</p>}
      </div>
    );
  };
  return (
    <SettingsSection
      id="payment-settings"
      title={i18n._('Ways to pay')}
      lead={i18n._('Choose how customers may pay for each way of ordering.')}
      status={view.status}
      loadFailed={PAYMENTS_LOAD_FAILED}
      onRetry={() => actor.send({ type: 'payments.retry' })}
      onSave={() => actor.send({ type: 'payments.save' })}
    >
      {() => (
        <>
          <div className={grid}>
            {view.ways.map((on) => (
              <fieldset key={on} className={way} aria-invalid={errors[on] !== undefined}>
                <legend className={wayTitle}>{i18n._(FULFILMENT_LABELS[on])}</legend>
                {PAYMENT_METHODS.map((method) => box(on, method))}
                {errors[on] && <p className={fieldError}>{errors[on]}</p>}
              </fieldset>
            ))}
          </div>
          <div className={capField}>
            <FormField label={i18n._('Most unpaid cash orders per customer')} error={errors.max_cash_orders}>
              <Field.Input
                className={fieldInput}
                inputMode="numeric"
                value={view.values.cap}
                disabled={busy}
                onChange={(event) => actor.send({ type: 'payments.cap', value: event.currentTarget.value })}
              />
            </FormField>
          </div>
          <div>
            <SubmitButton label={i18n._('Save ways to pay')} busyLabel={i18n._('Saving…')} busy={busy} />
          </div>
        </>
      )}
    </SettingsSection>
  );
}
