import type { SendOtpRequest, SessionResponse, SignupRequest } from '../../contract/account';
import type { Result } from '../shared/result';

/** An answer that only carries the server's words for a toast. */
export interface MessageOutput {
  message: string;
}

export interface ResetPasswordRequest {
  phone_number: string;
  userotp: string;
  new_password: string;
  confirm_password: string;
}

/** The account calls of the signed-out side: sign-up with a texted code, and a forgotten password. */
export interface SignupApi {
  /** POST /account/send-otp/ */
  sendOtp(request: SendOtpRequest): Promise<Result<MessageOutput>>;
  /** POST /account/resend-otp/ */
  resendOtp(request: SendOtpRequest): Promise<Result<MessageOutput>>;
  /** POST /account/signup/ */
  signUp(request: SignupRequest): Promise<Result<SessionResponse>>;
  /** POST /account/forgot-password/ */
  forgotPassword(request: { phone_number: string }): Promise<Result<MessageOutput>>;
  /** POST /account/reset-password/ */
  resetPassword(request: ResetPasswordRequest): Promise<Result<MessageOutput>>;
}
