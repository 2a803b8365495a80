import { Field } from '@ark-ui/react/field';
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export const fieldRoot = css({ display: 'grid', gap: '1.5' });
export const fieldLabel = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' });
/** What every box one types into shares (a field, the code's digit boxes): its colours, its focus and its refusal. */
export const inputColours = css({
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  // The page's 3 px ring (panda.config.ts, globalCss ':focus-visible') outside the border, so it shows on a red,
  // invalid one too; a 1 px border colour alone was all a keyboard user saw
  // (docs/rules/screens.md#keyboard-and-screen-readers).
  _focusVisible: { borderColor: 'focusRing' },
  _invalid: { borderColor: 'nonVeg.solid' },
});
export const fieldInput = cx(
  inputColours,
  css({
    w: 'full',
    h: '11',
    px: '3.5',
    borderRadius: 'lg',
    borderWidth: '1px',
    fontSize: 'md',
    transition: 'colors',
    _placeholder: { color: 'fg.subtle' },
    _disabled: { bg: 'bg.subtle', cursor: 'not-allowed' },
  }),
);
export const fieldError = css({ fontSize: 'sm', color: 'nonVeg.text', fontWeight: 'medium' });

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  /** The message's id, for a control that is also described by it (Ark ties it only as aria-errormessage). */
  errorId?: string;
  children: ReactNode;
}

/**
 * A labelled control with its docs/rules/validation.md#validation-rules message under it; Ark's Field ties label, input
 * and message together.
 */
export function FormField({ label, error, errorId, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} className={fieldRoot} {...(errorId && { ids: { errorText: errorId } })}>
      <Field.Label className={fieldLabel}>{label}</Field.Label>
      {children}
      <Field.ErrorText className={fieldError}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  placeholder?: string;
  disabled?: boolean;
}

/** A text input whose message is also its description: screen readers that skip aria-errormessage still read it. */
export function TextField({ label, value, onChange, error, type = 'text', ...input }: TextFieldProps) {
  const errorId = useId();
  return (
    <FormField label={label} error={error} errorId={errorId}>
      <Field.Input
        className={fieldInput}
        aria-describedby={error !== undefined ? errorId : undefined}
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...input}
      />
    </FormField>
  );
}
