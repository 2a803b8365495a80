import { assign, fromPromise } from 'xstate';
import { addAdminFields } from '../../contract/users';
import type { SignupApi } from '../account/signup-api';
import type { FieldErrors, SignupField, SignupFields } from '../account/signup-validation';
import { contextFrom, signupMachine } from '../account/signup.machine';
import type { SignupDraft } from '../account/signup-draft.machine';
import type { StaffRole } from '../../contract/permissions';

/** The role the Add User form starts on: the kitchen's, the least a member of staff may do. */
export const NEW_STAFF_ROLE: StaffRole = 'kitchen';

/**
 * docs/rules/validation.md#add-admin add admin, checked by the contract the server checks with; the first message of
 * each field.
 */
export function validateAddAdmin(fields: SignupFields): FieldErrors<SignupField> {
  const result = addAdminFields.safeParse({ ...fields, account_type: 'admin' });
  if (result.success) return {};
  const errors: FieldErrors<SignupField> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignupField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * /route/admin/add-admin ('Add User', docs/rules/states.md#add-admin): the sign-up form's flow with the add-admin
 * rules. Submit keeps the values as the draft (account type admin), asks for a code for the new admin's number, shows
 * the server's message and goes to /otp, whose Verify creates the admin (otp.machine.ts adminOtpMachine).
 */
export const addAdminMachine = signupMachine.provide({
  guards: {
    isValid: ({ context }) => Object.keys(validateAddAdmin(context.fields)).length === 0,
  },
  actions: {
    // A new member of staff starts as the smallest role (docs/rules/roles.md#staff-roles, deny by default): a cook is
    // never an owner first.
    open: assign((_, draft: SignupDraft) => ({ ...contextFrom(draft), accountType: 'admin' as const, role: draft.role ?? NEW_STAFF_ROLE })),
    change: assign(({ context }, { field, value }: { field: SignupField; value: string }) => {
      const fields = { ...context.fields, [field]: value };
      return { fields, errors: context.submitted ? validateAddAdmin(fields) : context.errors };
    }),
    // Whatever draft the screen was opened with, what this form keeps and asks a code for is an admin's.
    check: assign(({ context }) => ({ errors: validateAddAdmin(context.fields), submitted: true, accountType: 'admin' as const })),
  },
});

export const createAddAdminLogic = (api: Pick<SignupApi, 'sendOtp'>) =>
  addAdminMachine.provide({ actors: { sendOtp: fromPromise(({ input }) => api.sendOtp(input)) } });
