import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { createAddAdminLogic } from '../../../machines/people/add-admin.machine';
import { EMPTY_DRAFT, signupDraftMachine } from '../../../machines/account/signup-draft.machine';
import { selectSignup } from '../../../machines/account/signup.machine';
import { useFlow } from '../../app/app-actor';
import { NewAccountForm } from '../account/new-account-form';
import { AdminPage } from '../../ui/admin/admin-layout';
import { RoleRadios } from './staff-role-picker';
import '../../app/admin-english';

const card = css({
  maxW: 'md',
  bg: 'bg.surface',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '5', md: '8' },
});
const lead = css({ color: 'fg.muted', mb: '6' });

/**
 * /route/admin/add-admin, 'Add User' (docs/rules/screens.md#admin-screens and docs/rules/states.md#add-admin and
 * docs/rules/validation.md#add-admin): a new admin's name, number and password. A valid form keeps the values, texts a
 * code to the new admin's number and goes to /otp, where Verify creates the admin.
 */
export function AddAdminPage() {
  const { i18n } = useLingui();
  const draft = useFlow('signupDraft', () => signupDraftMachine);
  const form = useFlow('addAdmin', createAddAdminLogic);
  const view = useSelector(form, selectSignup);
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

  return (
    <AdminPage title={i18n._('Add User')}>
      <div className={card}>
        <p className={lead}>
          {i18n._('A new admin gets a 4-digit code on their phone; enter it on the next screen to create them.')}
        </p>
        {view.role && (
          <div className={css({ mb: '5' })}>
            <RoleRadios value={view.role} disabled={view.sending} onPick={(role) => form.send({ type: 'signup.role', role })} />
          </div>
        )}
        <NewAccountForm
          view={view}
          onChange={(field, value) => form.send({ type: 'signup.change', field, value })}
          onSubmit={() => form.send({ type: 'signup.submit' })}
          name={{ label: i18n._('Name'), autoComplete: 'off' }}
          phone={{ label: i18n._('Phone Number'), autoComplete: 'off', placeholder: i18n._('+977 98XXXXXXXX') }}
          submitLabel={i18n._('Add User')}
        />
      </div>
    </AdminPage>
  );
}
