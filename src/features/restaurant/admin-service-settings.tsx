import { Checkbox } from '@ark-ui/react/checkbox';
import { Field } from '@ark-ui/react/field';
import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { FULFILMENT_LABELS, FULFILMENT_TYPES } from '../../../contract/fulfilment';
import { SERVICE_LOAD_FAILED, selectService, type ServiceNumber } from '../../../machines/restaurant/service-settings.machine';
import { fieldError, fieldInput, FormField } from '../../ui/form-field';
import { LoadError, Spinner } from '../../ui/status';
import { Link } from 'wouter';
import { useAdminFlow } from '../../app/admin-area';
import { translateErrors } from '../../ui/admin/admin-text';
import { checkbox, checkboxBox } from '../../ui/admin/admin-styles';
import '../../app/admin-english';
import { FlowForm, SubmitButton } from '../account/flow-form';
import '../../i18n/contract-english';

const section = css({ display: 'grid', gap: '5', mt: '12', pt: '8', borderTopWidth: '1px', borderColor: 'border.subtle', maxW: '4xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const lead = css({ color: 'fg.muted' });
const ways = css({ display: 'flex', flexWrap: 'wrap', gap: '6' });
const checkboxControl = cx(checkboxBox, css({ '&[data-state=checked]': { bg: 'accent.solid', borderColor: 'accent.solid' } }));
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
  const { i18n } = useLingui();
  const actor = useAdminFlow('serviceSettings');
  const view = useSelector(actor, selectService);
  const busy = view.status === 'saving';
  const errors = translateErrors(i18n, view.errors);
  return (
    <section className={section} aria-labelledby="ordering-options">
      <h2 id="ordering-options" className={heading}>
        {i18n._('Ordering options')}
      </h2>
      <p className={lead}>{i18n._('How customers get their food: the cart offers only the ways ticked here.')}</p>
      {view.status === 'loading' && <Spinner label={i18n._('Loading...')} />}
      {view.status === 'failed' && (
        <LoadError message={i18n._(SERVICE_LOAD_FAILED)} onRetry={() => actor.send({ type: 'service.retry' })} />
      )}
      {(view.status === 'editing' || view.status === 'saving') && (
        <FlowForm className={css({ display: 'grid', gap: '6' })} onSubmit={() => actor.send({ type: 'service.save' })}>
          <div className={css({ display: 'grid', gap: '2' })}>
            <div className={ways} role="group" aria-label={i18n._('Ways to order')}>
              {FULFILMENT_TYPES.map((way) => (
                <Checkbox.Root
                  key={way}
                  className={checkbox}
                  checked={view.values.ways[way]}
                  disabled={busy}
                  onCheckedChange={({ checked }) => actor.send({ type: 'service.toggle', way, on: checked === true })}
                >
                  <Checkbox.Control className={checkboxControl}>
                    <Checkbox.Indicator>✓</Checkbox.Indicator>
                  </Checkbox.Control>
                  <Checkbox.Label>{i18n._(FULFILMENT_LABELS[way])}</Checkbox.Label>
                  <Checkbox.HiddenInput />
                </Checkbox.Root>
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
        </FlowForm>
      )}
    </section>
  );
}
