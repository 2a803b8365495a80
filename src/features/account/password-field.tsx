import { Field } from '@ark-ui/react/field';
import { PasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import { useId } from 'react';
import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { fieldError, fieldInput, fieldLabel, fieldRoot } from '../../ui/form-field';
import type { BoundField } from './auth-card';
import '../../i18n/contract-english';
import './english';

const control = css({ position: 'relative' });
const input = css({ pr: '12' });
const toggle = css({
  position: 'absolute',
  top: '0',
  right: '0',
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  color: 'fg.muted',
  cursor: 'pointer',
  borderRadius: 'lg',
  _hover: { color: 'fg.default' },
  _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'focusRing' },
  '& svg': { w: '5', h: '5' },
});

const EyeIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.4 3.3M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);

/**
 * Zag takes the toggle out of the tab order and answers only a pointer; a keyboard user needs it as much as anyone
 * (docs/rules/robustness.md#screens): in the tab order, and Enter or Space (a click with no pointer, `detail` 0)
 * toggles it too.
 */
function VisibilityToggle() {
  const password = usePasswordInputContext();
  return (
    <PasswordInput.VisibilityTrigger
      className={toggle}
      tabIndex={0}
      onClick={(event) => {
        if (event.detail === 0) password.toggleVisible();
      }}
    >
      <PasswordInput.Indicator fallback={<EyeIcon />}>
        <EyeOffIcon />
      </PasswordInput.Indicator>
    </PasswordInput.VisibilityTrigger>
  );
}

interface PasswordFieldProps {
  /** Already in the reader's language. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule's text in English (the contract's or the sign-up's): shown translated. */
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/**
 * A password with a show/hide toggle (docs/rules/screens.md#signup); Ark's PasswordInput owns the toggle and its label.
 * Its input is PasswordInput's, not the Field's, so the tie to the message is made here, as the Field does for others.
 */
export function PasswordField({ label, value, onChange, error, autoComplete, disabled }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} className={fieldRoot} ids={{ errorText: errorId }}>
      <PasswordInput.Root
        className={fieldRoot}
        autoComplete={autoComplete}
        translations={{
          visibilityTrigger: (visible) =>
            visible ? i18n._('Hide {label}', { label }) : i18n._('Show {label}', { label }),
        }}
      >
        <PasswordInput.Label className={fieldLabel}>{label}</PasswordInput.Label>
        <PasswordInput.Control className={control}>
          <PasswordInput.Input
            className={`${fieldInput} ${input}`}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={error !== undefined ? errorId : undefined}
            aria-errormessage={error !== undefined ? errorId : undefined}
          />
          <VisibilityToggle />
        </PasswordInput.Control>
      </PasswordInput.Root>
      <Field.ErrorText className={fieldError}>
        {error && i18n._(error)}
      </Field.ErrorText>
    </Field.Root>
  );
}

type NewPassword = 'password' | 'new_password';

interface NewPasswordFieldsProps<F extends NewPassword> {
  /** Where the new password goes: a new account's `password`, or the `new_password` that replaces one. */
  field: F;
  bind: (field: F | 'confirm_password') => BoundField;
}

/** A new password typed twice, as signing up, changing and resetting a password all ask for it. */
export function NewPasswordFields<F extends NewPassword>({ field, bind }: NewPasswordFieldsProps<F>) {
  const { i18n } = useLingui();
  return (
    <>
      <PasswordField
        label={field === 'password' ? i18n._('Password') : i18n._('New Password')}
        autoComplete="new-password"
        {...bind(field)}
      />
      <PasswordField label={i18n._('Confirm Password')} autoComplete="new-password" {...bind('confirm_password')} />
    </>
  );
}
