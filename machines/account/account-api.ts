import type { ChangePasswordRequest, LoginRequest, Profile, SessionResponse } from '../../contract/account';
import type { Result, WriteResult } from '../shared/result';
import type { RefreshedSession, SessionTokens, TokenLifetimes, ValidatedSession } from '../shared/session';

export type { RefreshedSession, SessionTokens, TokenLifetimes, ValidatedSession };

/** What the Edit Profile form sends: the phone number is not the user's to change. */
export interface ProfileUpdate {
  name: string;
  picture: File | null;
}

/** Change password answers the tokens this device keeps; every other session has ended. */
export interface PasswordChanged {
  message: string;
  tokens: SessionTokens;
}

/** The account calls of the signed-in side (session, login, profile, password, logout) and the cookie jar. */
export interface AccountApi {
  /** POST /account/validate-token/ with the `access` cookie; a failure when there is none. */
  validateSession(): Promise<Result<ValidatedSession>>;
  /** POST /account/refresh-token/ with the `refresh` cookie; a failure when there is none. */
  refreshSession(): Promise<Result<RefreshedSession>>;
  saveTokens(tokens: SessionTokens, lifetimes: TokenLifetimes): void;
  clearTokens(): void;
  logIn(credentials: LoginRequest): Promise<Result<SessionResponse>>;
  /** POST /account/logout/ with the `refresh` cookie, ending the session on the server. */
  logOut(): Promise<Result<unknown>>;
  loadProfile(): Promise<Result<Profile>>;
  /** PUT /account/user-profile/ as multipart; answers the server's message. */
  /** A refused picture (not an image, too many pixels) comes back under `fields.profile_picture`. */
  updateProfile(update: ProfileUpdate): Promise<WriteResult<string>>;
  changePassword(request: ChangePasswordRequest): Promise<Result<PasswordChanged>>;
}
