import type { SessionResponse } from '../contract/account';
import { ok } from '../machines/shared/result';
import type { SignupApi } from '../machines/account/signup-api';
import type { SignupDraft } from '../machines/account/signup-draft.machine';

/** A sign-up as the form leaves it. */
export const filledDraft: SignupDraft = {
  name: 'Asha Gurung',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
  account_type: 'customer',
};

export const newAccount: SessionResponse = {
  access_token: 'story-access',
  refresh_token: 'story-refresh',
  is_admin: false,
  message: 'Account created successfully',
  user: {
    id: 42,
    name: filledDraft.name,
    phone_number: filledDraft.phone_number,
    profile_picture: null,
    is_admin: false,
    created_at: '2025-01-01T09:00:00Z',
  },
};

/** The server's answers when everything goes well. */
export const signupApi: SignupApi = {
  sendOtp: async () => ok({ message: 'OTP sent successfully.' }),
  resendOtp: async () => ok({ message: 'OTP resent successfully.' }),
  signUp: async () => ok(newAccount),
  forgotPassword: async ({ phone_number }) => ok({ message: `OTP sent successfully to ${phone_number}` }),
  resetPassword: async () => ok({ message: 'Password reset successfully. Please log in.' }),
};
