import { Field } from '@ark-ui/react/field';
import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { css, cx } from 'styled-system/css';
import { FULFILMENT_LABELS, type FulfilmentType, MAX_NOTE } from '../../../contract/fulfilment';
import type { DetailField, DetailsView } from '../../../machines/cart/checkout-details.machine';
import { formatMoney, formatNumber, serverText } from '../../i18n/format';
import { formatClockFor } from '../../i18n/dates';
import { fieldInput, FormField } from '../../ui/form-field';
import { RadioHiddenInput } from '../../ui/radio-hidden-input';
import '../../i18n/contract-english';
import { surfaceCard } from '../../ui/surface';
import './english';
import { smallMuted } from '../../ui/text-styles';
import { subHeading } from '../../ui/section-heading';

const panel = cx(surfaceCard, css({ display: 'grid', gap: '5', p: { base: '4', md: '6' } }));
const ways = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(10rem, 1fr))' } });
const way = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: '3',
  rowGap: '0.5',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderColor: 'border.subtle',
  cursor: 'pointer',
  transition: 'colors',
  '&[data-state=checked]': { borderColor: 'accent.solid', bg: 'bg.accentSubtle' },
  '&[data-focus-visible]': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
});
const control = css({
  gridRow: 'span 2',
  mt: '0.5',
  w: '5',
  h: '5',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  '&[data-state=checked]': { borderWidth: '6px', borderColor: 'accent.solid' },
});
const wayName = css({ fontWeight: 'semibold' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const wide = css({ gridColumn: { md: 'span 2' } });
const textarea = cx(fieldInput, css({ h: 'auto', minH: '20', py: '2.5', resize: 'vertical' }));

const hint = (i18n: I18n, type: FulfilmentType, view: DetailsView): string => {
  const { settings } = view;
  if (type === 'pickup') {
    // Closed: paying starts no kitchen clock; the order is made for the time chosen.
    if (view.schedule)
      return view.schedule.slot
        ? i18n._('Ready at {time}.', { time: formatClockFor(i18n, view.schedule.slot) })
        : i18n._('Ready at the time you choose.');
    const minutes = formatNumber(i18n, settings.pickup_minutes);
    return i18n._('Ready about {minutes} minutes after you pay.', { minutes });
  }
  if (type === 'dine_in') return i18n._('We bring it to your table.');
  const fee = formatMoney(i18n, settings.delivery_fee, 2);
  const minimum = formatMoney(i18n, settings.delivery_minimum, 2);
  if (settings.delivery_fee > 0)
    return settings.delivery_minimum > 0
      ? i18n._('{fee} delivery · orders from {minimum}', { fee, minimum })
      : i18n._('{fee} delivery', { fee });
  return settings.delivery_minimum > 0
    ? i18n._('Free delivery · orders from {minimum}', { minimum })
    : i18n._('Free delivery');
};

interface CheckoutDetailsProps {
  view: DetailsView;
  disabled: boolean;
  onChoose: (way: FulfilmentType) => void;
  onEdit: (field: DetailField, value: string) => void;
  /** docs/rules/orders.md#later-today: a time later today while the kitchen is closed ('' for none). */
  onSlot: (slot: string) => void;
}

/**
 * How the food reaches the customer (docs/rules/orders.md#ways-to-order): the ways the restaurant offers, the chosen
 * way's fields, a note.
 */
export function CheckoutDetails({ view, disabled, onChoose, onEdit, onSlot }: CheckoutDetailsProps) {
  const { i18n } = useLingui();
  const error = (field: DetailField) => {
    const message = view.errors[field];
    return message && serverText(i18n, message);
  };
  const input = (field: DetailField) => ({
    value: view.values[field],
    disabled,
    onChange: (event: { currentTarget: { value: string } }) => onEdit(field, event.currentTarget.value),
  });
  return (
    <section className={panel} aria-labelledby="checkout-details">
      <RadioGroup.Root
        value={view.way}
        disabled={disabled || view.loading}
        onValueChange={({ value }) => value && onChoose(value as FulfilmentType)}
        className={css({ display: 'grid', gap: '3' })}
      >
        <RadioGroup.Label asChild>
          <h2 id="checkout-details" className={subHeading}>
            {i18n._('How would you like your food?')}
          </h2>
        </RadioGroup.Label>
        <div className={ways}>
          {view.ways.map((type) => (
            <RadioGroup.Item key={type} value={type} className={way}>
              <RadioGroup.ItemControl className={control} />
              <RadioGroup.ItemText className={wayName}>{i18n._(FULFILMENT_LABELS[type])}</RadioGroup.ItemText>
              <span className={smallMuted}>{hint(i18n, type, view)}</span>
              <RadioHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>

      <div className={fields}>
        {view.schedule && view.schedule.slots.length > 0 && view.way !== 'dine_in' && (
          <div className={wide}>
            <FormField label={i18n._('Order for later today')}>
              <Field.Select
                className={fieldInput}
                value={view.schedule.slot}
                disabled={disabled}
                onChange={(event) => onSlot(event.currentTarget.value)}
              >
                <option value="">{i18n._('Choose a time')}</option>
                {view.schedule.slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {formatClockFor(i18n, slot)}
                  </option>
                ))}
              </Field.Select>
            </FormField>
          </div>
        )}
        {view.way === 'dine_in' && (
          <FormField label={i18n._('Table number')} error={error('table')}>
            <Field.Input className={fieldInput} inputMode="numeric" autoComplete="off" {...input('table')} />
          </FormField>
        )}
        {view.way === 'delivery' && (
          <>
            <div className={wide}>
              <FormField label={i18n._('Delivery address')} error={error('address')}>
                <Field.Input className={fieldInput} autoComplete="street-address" {...input('address')} />
              </FormField>
            </div>
            <FormField label={i18n._('Landmark (optional)')} error={error('landmark')}>
              <Field.Input
                className={fieldInput}
                placeholder={i18n._('Near the temple, blue gate')}
                {...input('landmark')}
              />
            </FormField>
            <FormField label={i18n._('Phone for the rider')} error={error('phone')}>
              <Field.Input className={fieldInput} type="tel" inputMode="tel" autoComplete="tel-national" {...input('phone')} />
            </FormField>
          </>
        )}
        <div className={wide}>
          <FormField label={i18n._('Note for the kitchen (optional)')} error={error('note')}>
            <Field.Textarea
              className={textarea}
              maxLength={MAX_NOTE + 50}
              placeholder={i18n._('No onion, ring the bell')}
              {...input('note')}
            />
          </FormField>
        </div>
      </div>
    </section>
  );
}
