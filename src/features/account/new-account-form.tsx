import { useLingui } from '../../i18n/use-lingui';
import { button } from 'styled-system/recipes';
import type { SignupView } from '../../../machines/account/signup.machine';
import { TextField } from '../../ui/form-field';
import { formStack } from './auth-card';
import { PasswordField } from './password-field';
import './english';

type Field = keyof SignupView['fields'];

interface NewAccountFormProps {
  view: SignupView;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
  /** How this screen labels the name and number boxes (in the reader's language) and what the browser may fill in. */
  name: { label: string; autoComplete: string };
  phone: { label: string; autoComplete: string; placeholder: string; inputMode?: 'numeric' };
  submitLabel: string;
}

/**
 * Name, number and two passwords, sent to have a code texted: a customer signing up and an admin adding an admin
 * fill in the same form, labelled each for its screen.
 */
export function NewAccountForm({ view, onChange, onSubmit, name, phone, submitLabel }: NewAccountFormProps) {
  const { fields, errors, sending } = view;
  const { i18n } = useLingui();
  const change = (field: Field) => (value: string) => onChange(field, value);
  // The sign-up rule's texts (spec §5) in the reader's language; a PasswordField translates its own.
  const error = (field: Field) => {
    const message = errors[field];
    return message && i18n._(message);
  };
  return (
    <form
      className={formStack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField {...name} value={fields.name} onChange={change('name')} error={error('name')} />
      <TextField
        {...phone}
        type="tel"
        value={fields.phone_number}
        onChange={change('phone_number')}
        error={error('phone_number')}
      />
      <PasswordField
        label={i18n._('Password')}
        autoComplete="new-password"
        value={fields.password}
        onChange={change('password')}
        error={errors.password}
      />
      <PasswordField
        label={i18n._('Confirm Password')}
        autoComplete="new-password"
        value={fields.confirm_password}
        onChange={change('confirm_password')}
        error={errors.confirm_password}
      />
      <button type="submit" className={button({ size: 'lg' })} disabled={sending} aria-busy={sending}>
        {sending ? i18n._('Sending OTP…') : submitLabel}
      </button>
    </form>
  );
}
