import { useLingui } from '../../i18n/use-lingui';
import type { SignupView } from '../../../machines/account/signup.machine';
import { TextField } from '../../ui/form-field';
import { AuthForm, bindFields } from './auth-card';
import { NewPasswordFields } from './password-field';
import { serverText } from '../../i18n/format';
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
  const bind = bindFields(fields, errors, onChange);
  // The sign-up rule's texts (docs/rules/validation.md#signup) in the reader's language; a PasswordField translates its
  // own.
  const error = (field: Field) => {
    const message = errors[field];
    return message && serverText(i18n, message);
  };
  return (
    <AuthForm action={submitLabel} busyAction={i18n._('Sending OTP…')} busy={sending} onSubmit={onSubmit}>
      <TextField {...name} {...bind('name')} error={error('name')} />
      <TextField {...phone} type="tel" {...bind('phone_number')} error={error('phone_number')} />
      <NewPasswordFields field="password" bind={bind} />
    </AuthForm>
  );
}
