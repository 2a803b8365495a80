import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useLocation } from 'wouter';
import { createAddAdminLogic } from '../../../machines/admin/add-admin.machine';
import { EMPTY_DRAFT, signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { selectSignup } from '../../../machines/account/signup.machine';
import { useFlow } from '../../app/app-actor';
import { formStack } from '../account/auth-card';
import { TextField } from '../../ui/form-field';
import { PasswordField } from '../account/password-field';
import { AdminPage } from './admin-layout';

const card = css({
  maxW: 'md',
  bg: 'bg.surface',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '5', md: '8' },
});
const lead = css({ color: 'fg.muted', mb: '6' });

/**
 * /route/admin/add-admin, 'Add User' (spec §2, §4, §5): a new admin's name, number and password. A valid form keeps
 * the values, texts a code to the new admin's number and goes to /otp, where Verify creates the admin.
 */
export function AddAdminPage() {
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const form = useFlow('addAdmin', createAddAdminLogic);
  const { fields, errors, sending } = useSelector(form, selectSignup);
  const [, setLocation] = useLocation();
  useEffect(() => {
    // The machine names absolute paths; this screen sits in the router nested under /route/admin ('~' leaves it).
    const subscription = form.on('navigate', ({ to, replace }) => setLocation(`~${to}`, { replace }));
    return () => subscription.unsubscribe();
  }, [form, setLocation]);
  useEffect(() => {
    // Back from /otp the form is filled again; a customer's sign-up draft is none of this screen's business.
    const kept = draft.getSnapshot().context;
    form.send({ type: 'signup.open', draft: kept.account_type === 'admin' ? kept : { ...EMPTY_DRAFT, account_type: 'admin' } });
  }, [form, draft]);
  const change = (field: keyof typeof fields) => (value: string) => form.send({ type: 'signup.change', field, value });

  return (
    <AdminPage title="Add User">
      <div className={card}>
        <p className={lead}>A new admin gets a 4-digit code on their phone; enter it on the next screen to create them.</p>
        <form
          className={formStack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'signup.submit' });
          }}
        >
          <TextField label="Name" value={fields.name} onChange={change('name')} error={errors.name} autoComplete="off" />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="off"
            placeholder="+977 98XXXXXXXX"
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
            {sending ? 'Sending OTP…' : 'Add User'}
          </button>
        </form>
      </div>
    </AdminPage>
  );
}
