import { PinInput } from '@ark-ui/react/pin-input';
import { useId } from 'react';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { formatNumber } from '../../i18n/format';
import { fieldError, fieldLabel, inputColours } from '../../ui/form-field';
import '../../i18n/contract-english';
import './english';

const root = css({ display: 'grid', gap: '2', justifyItems: 'center' });
const boxes = css({ display: 'flex', gap: { base: '3', md: '4' } });
const box = cx(
  inputColours,
  css({
    w: { base: '14', md: '16' },
    h: { base: '14', md: '16' },
    textAlign: 'center',
    fontSize: '2xl',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
    borderRadius: 'xl',
    borderWidth: '2px',
    _disabled: { opacity: 0.6 },
  }),
);

interface CodeInputProps {
  /** Already in the reader's language. */
  label: string;
  length: number;
  value: string;
  onChange: (code: string) => void;
  error?: string | null | undefined;
  disabled?: boolean;
}

/**
 * The texted code, one digit a box (docs/rules/validation.md#validation-rules): Ark's PinInput takes digits only and
 * clears anything else, moves on after a digit, and goes back on Backspace in an empty box. The error (a machine's or
 * the contract's English text) is shown in the reader's language; with one, every box is marked invalid and described
 * by it. Enter in a box sends the form (the code goes as `code`): Ark's own Enter does only for a whole code, so an
 * incomplete one is sent here, for the form's flow to say what is missing.
 */
export function CodeInput({ label, length, value, onChange, error, disabled }: CodeInputProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  // An emptied middle box is kept as a space so the digits after it stay in their boxes.
  const digits = Array.from({ length }, (_, index) => (value[index] ?? '').trim());
  const complete = digits.every((digit) => digit !== '');
  return (
    <PinInput.Root
      className={root}
      name="code"
      count={length}
      type="numeric"
      placeholder=""
      otp
      autoFocus
      value={digits}
      invalid={Boolean(error)}
      disabled={disabled}
      onValueChange={(details) =>
        onChange(
          details.value
            .map((digit) => digit || ' ')
            .join('')
            .trimEnd(),
        )
      }
      translations={{
        inputLabel: (index, count) =>
          i18n._('{label}, digit {digit} of {count}', {
            label,
            digit: formatNumber(i18n, index + 1),
            count: formatNumber(i18n, count),
          }),
      }}
    >
      <PinInput.Label className={fieldLabel}>{label}</PinInput.Label>
      <PinInput.Control
        className={boxes}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || complete) return;
          event.preventDefault();
          event.currentTarget.closest('form')?.requestSubmit();
        }}
      >
        {digits.map((_, index) => (
          <PinInput.Input key={index} index={index} className={box} aria-describedby={error ? errorId : undefined} />
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
      {error && (
        <p id={errorId} role="alert" className={fieldError}>
          {i18n._(error)}
        </p>
      )}
    </PinInput.Root>
  );
}
