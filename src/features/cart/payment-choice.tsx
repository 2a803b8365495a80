import { RadioGroup } from '@ark-ui/react/radio-group';
import { css } from 'styled-system/css';
import { CASH_LABELS } from '../../../contract/cash';
import type { FulfilmentType } from '../../../contract/fulfilment';
import type { PaymentMethod } from '../../../contract/payment-method';
import { useLingui } from '../../i18n/use-lingui';
import '../../i18n/contract-english';
import './english';

export const METHOD_LABELS: Record<Exclude<PaymentMethod, 'cash'>, string> = {
  esewa: /*i18n*/ 'eSewa',
  khalti: /*i18n*/ 'Khalti',
};

const group = css({ display: 'grid', gap: '2' });
const label = css({ fontWeight: 'semibold' });
const item = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontWeight: 'medium' });
const control = css({
  w: '5',
  h: '5',
  flexShrink: '0',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  '&[data-state=checked]': { borderWidth: '6px', borderColor: 'accent.solid' },
});

/** How the customer pays, beside 'Pay with Esewa': the ways offered for the way of ordering chosen. */
export function PaymentChoice(props: {
  way: FulfilmentType;
  methods: PaymentMethod[];
  method: PaymentMethod;
  disabled: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { i18n } = useLingui();
  if (props.methods.length < 2) return null;
  return (
    <RadioGroup.Root
      className={group}
      value={props.method}
      disabled={props.disabled}
      onValueChange={({ value }) => value && props.onChoose(value as PaymentMethod)}
    >
      <RadioGroup.Label className={label}>{i18n._('How will you pay?')}</RadioGroup.Label>
      {props.methods.map((method) => (
        <RadioGroup.Item key={method} value={method} className={item}>
          <RadioGroup.ItemControl className={control} />
          <RadioGroup.ItemText>
            {i18n._(method === 'cash' ? CASH_LABELS[props.way] : METHOD_LABELS[method])}
          </RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
