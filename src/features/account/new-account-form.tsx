import { button } from 'styled-system/recipes';
import type { SignupView } from '../../../machines/account/signup.machine';
import { TextField } from '../../ui/form-field';
import { formStack } from './auth-card';
import { PasswordField } from './password-field';

type Field = keyof SignupView['fields'];

interface NewAccountFormProps {
  view: SignupView;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
  /** How this screen labels the name and number boxes and what the browser may fill in. */
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
  const change = (field: Field) => (value: string) => onChange(field, value);
  return (
    <form
      className={formStack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField {...name} value={fields.name} onChange={change('name')} error={errors.name} />
      <TextField
        {...phone}
        type="tel"
        value={fields.phone_number}
        onChange={change('phone_number')}
        error={errors.phone_number}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={fields.password}
        onChange={change('password')}
        error={errors.password}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={fields.confirm_password}
        onChange={change('confirm_password')}
        error={errors.confirm_password}
      />
      <button type="submit" className={button({ size: 'lg' })} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending OTP…' : submitLabel}
      </button>
    </form>
  );
}
