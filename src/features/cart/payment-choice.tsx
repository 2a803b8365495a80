import { CASH_LABELS } from '../../../contract/cash';
import type { FulfilmentType } from '../../../contract/fulfilment';
import type { PaymentMethod } from '../../../contract/payment-method';
import { useLingui } from '../../i18n/use-lingui';
import { RadioChoice } from '../../ui/radio-choice';
import '../../i18n/contract-english';
import './english';

export const METHOD_LABELS: Record<Exclude<PaymentMethod, 'cash'>, string> = {
  esewa: /*i18n*/ 'eSewa',
  khalti: /*i18n*/ 'Khalti',
};

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
    <RadioChoice
      look="plain"
      label={i18n._('How will you pay?')}
      options={props.methods.map((method) => ({
        value: method,
        label: i18n._(method === 'cash' ? CASH_LABELS[props.way] : METHOD_LABELS[method]),
      }))}
      value={props.method}
      disabled={props.disabled}
      onPick={props.onChoose}
    />
  );
}
