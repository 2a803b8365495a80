import { TickCheckbox } from '../../ui/tick-checkbox';
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { FULFILMENT_LABELS, FULFILMENT_TYPES } from '../../../contract/fulfilment';
import { SERVICE_LOAD_FAILED, selectService, type ServiceNumber } from '../../../machines/restaurant/service-settings.machine';
import { fieldError, fieldInput, FormField } from '../../ui/form-field';
import { Link } from 'wouter';
import { checkbox } from '../../ui/admin/admin-styles';
import { SettingsSection, settingsCheckbox, useSettingsFlow } from './settings-section';
import '../../app/admin-english';
import { SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';

const ways = css({ display: 'flex', flexWrap: 'wrap', gap: '6' });
const numbers = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' });

const NUMBER_LABELS: Record<ServiceNumber, string> = {
  delivery_fee: /*i18n*/ 'Delivery fee (Rs.)',
  delivery_minimum: /*i18n*/ 'Delivery minimum (Rs.)',
  pickup_minutes: /*i18n*/ 'Pickup ready in (minutes)',
  tables: /*i18n*/ 'Tables with a QR code',
};

/**
 * Ordering options (docs/rules/orders.md#ways-to-order), under the restaurant's details: the ways it serves and their
 * terms.
 */
export function ServiceSettingsSection() {
  const { i18n, actor, view, busy, errors } = useSettingsFlow('serviceSettings', selectService);
  return (
    <SettingsSection
      id="ordering-options"
      title={i18n._('Ordering options')}
      lead={i18n._('How customers get their food: the cart offers only the ways ticked here.')}
      status={view.status}
      loadFailed={SERVICE_LOAD_FAILED}
      onRetry={() => actor.send({ type: 'service.retry' })}
      onSave={() => actor.send({ type: 'service.save' })}
    >
      {() => (
        <>
          <div className={css({ display: 'grid', gap: '2' })}>
            <div className={ways} role="group" aria-label={i18n._('Ways to order')}>
              {FULFILMENT_TYPES.map((way) => (
                <TickCheckbox
                  key={way}
                  className={checkbox}
                  box={settingsCheckbox}
                  label={i18n._(FULFILMENT_LABELS[way])}
                  checked={view.values.ways[way]}
                  disabled={busy}
                  onChange={(on) => actor.send({ type: 'service.toggle', way, on })}
                />
              ))}
            </div>
            {errors.pickup && <p className={fieldError}>{errors.pickup}</p>}
          </div>
          <div className={numbers}>
            {(Object.keys(NUMBER_LABELS) as ServiceNumber[]).map((field) => (
              <FormField key={field} label={i18n._(NUMBER_LABELS[field])} error={errors[field]}>
                <Field.Input
                  className={fieldInput}
                  inputMode={field === 'delivery_fee' || field === 'delivery_minimum' ? 'decimal' : 'numeric'}
                  value={view.values.numbers[field]}
                  disabled={busy}
                  onChange={(event) => actor.send({ type: 'service.edit', field, value: event.currentTarget.value })}
                />
              </FormField>
            ))}
          </div>
          <div className={actions}>
            <SubmitButton label={i18n._('Save ordering options')} busyLabel={i18n._('Saving…')} busy={busy} />
            {view.tables > 0 && (
              <Link href="/tables" className={button({ variant: 'outline', size: 'lg' })}>
                {i18n._('Print table QR codes')}
              </Link>
            )}
          </div>
        </>
      )}
    </SettingsSection>
  );
}
