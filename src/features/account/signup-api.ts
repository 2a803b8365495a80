import type { $Fetch } from 'ofetch';
import { messageResponse, sessionResponse } from '../../../contract/account';
import type { SignupApi } from '../../../machines/account/signup-api';
import { request } from '../../api/http';

/** The signed-out account calls over HTTP, every answer parsed by the contract. */
export function createSignupApi(http: $Fetch): SignupApi {
  const post = <T>(schema: Parameters<typeof request<T>>[1], path: string, body: object) =>
    request(http, schema, path, { method: 'POST', body });
  return {
    sendOtp: (body) => post(messageResponse, '/account/send-otp/', body),
    resendOtp: (body) => post(messageResponse, '/account/resend-otp/', body),
    signUp: (body) => post(sessionResponse, '/account/signup/', body),
    forgotPassword: (body) => post(messageResponse, '/account/forgot-password/', body),
    resetPassword: (body) => post(messageResponse, '/account/reset-password/', body),
  };
}
