import { Checkbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';

interface TickCheckboxProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** The whole control's class: the box and its label side by side. */
  className: string;
  /** The box's class, with the colour it takes when ticked. */
  box: string;
  onChange: (on: boolean) => void;
}

/** A checkbox drawn as a box ticked with '✓' beside its label, on Ark's parts (a hidden native input for forms). */
export function TickCheckbox({ label, checked, disabled, className, box, onChange }: TickCheckboxProps) {
  return (
    <Checkbox.Root
      className={className}
      checked={checked}
      disabled={disabled}
      onCheckedChange={({ checked }) => onChange(checked === true)}
    >
      <Checkbox.Control className={box}>
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{label}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  );
}
