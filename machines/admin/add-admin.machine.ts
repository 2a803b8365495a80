import { assign, fromPromise } from 'xstate';
import { addAdminFields } from '../../contract/users';
import type { SignupApi } from '../account/signup-api';
import type { FieldErrors, SignupField, SignupFields } from '../account/signup-validation';
import { signupMachine } from '../account/signup.machine';

/** Spec §5 add admin, checked by the contract the server checks with; the first message of each field. */
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
 * /route/admin/add-admin ('Add User', spec §4): the sign-up form's flow with the add-admin rules. Submit keeps the
 * values as the draft (account type admin), asks for a code for the new admin's number, shows the server's message
 * and goes to /otp, whose Verify creates the admin (otp.machine.ts adminOtpMachine).
 */
export const addAdminMachine = signupMachine.provide({
  guards: {
    isValid: ({ context }) => Object.keys(validateAddAdmin(context.fields)).length === 0,
  },
  actions: {
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
