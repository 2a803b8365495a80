import { RadioGroup } from '@ark-ui/react/radio-group';
import { css, cx } from 'styled-system/css';
import { tickBox } from './admin/admin-styles';
import { fieldLabel } from './form-field';
import { RadioHiddenInput } from './radio-hidden-input';

const formGroup = css({ display: 'grid', gap: '1.5' });
const formRow = css({ display: 'flex', flexWrap: 'wrap', gap: '5', alignItems: 'center', minH: '11' });
const plainGroup = css({ display: 'grid', gap: '2' });
const plainLabel = css({ fontWeight: 'semibold' });
const item = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontWeight: 'medium' });
const control = cx(
  tickBox,
  css({ flexShrink: 0, borderRadius: 'full', '&[data-state=checked]': { borderWidth: '6px', borderColor: 'accent.solid' } }),
);

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

interface RadioChoiceProps<V extends string> {
  label: string;
  options: readonly RadioOption<V>[];
  value: V;
  disabled?: boolean;
  onPick: (value: V) => void;
  /**
   * 'form': a form's field, its label like the other fields' and its radios side by side (a meal's type, a staff role);
   * 'plain': one radio under another (how a customer pays).
   */
  look: 'form' | 'plain';
}

/** One of a few values as Ark radios; only a value of the options is ever picked. */
export function RadioChoice<V extends string>({ label, options, value, disabled, onPick, look }: RadioChoiceProps<V>) {
  const items = options.map((option) => (
    <RadioGroup.Item key={option.value} value={option.value} className={item}>
      <RadioGroup.ItemControl className={control} />
      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
      <RadioHiddenInput />
    </RadioGroup.Item>
  ));
  return (
    <RadioGroup.Root
      className={look === 'form' ? formGroup : plainGroup}
      value={value}
      disabled={disabled}
      onValueChange={({ value: picked }) => {
        const option = options.find((candidate) => candidate.value === picked);
        if (option) onPick(option.value);
      }}
    >
      <RadioGroup.Label className={look === 'form' ? fieldLabel : plainLabel}>{label}</RadioGroup.Label>
      {look === 'form' ? <div className={formRow}>{items}</div> : items}
    </RadioGroup.Root>
  );
}
