import * as z from 'zod/mini';
import { otpCode, profile } from './account';
import { paged } from './common';
import { staffRole } from './permissions';

/**
 * The back office's users (docs/rules/screens.md#admin-screens User List, docs/rules/validation.md#add-admin add admin,
 * docs/rules/api.md#the-api; docs/rules/accounts.md#admins and docs/rules/roles.md#permissions). A user on the wire is
 * the profile: id, name, phone_number, profile_picture, is_admin, created_at.
 */
export const USERS_PAGE_SIZE = 8;
export const userPage = paged(profile);
export type UserPage = z.infer<typeof userPage>;
export const userList = z.array(profile);

/** GET /account/search/?q= : name or number contains q (case-insensitive), newest first, at most 50. */
export const USER_SEARCH_LIMIT = 50;
export const userSearchQuery = z.object({
  q: z.string({ error: /*i18n*/ 'Search text is required' }).check(
    z.trim(),
    z.minLength(1, /*i18n*/ 'Search text is required'),
    z.maxLength(100, /*i18n*/ 'Search text must be at most 100 characters'),
  ),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

export const USER_MESSAGES = {
  // docs/rules/texts.md#error-catalogue, word for word.
  deleted: /*i18n*/ 'User deleted successfully...',
  deleteFailed: /*i18n*/ 'Error deleting user. Please try again.',
  confirmDelete: /*i18n*/ 'Are you sure you want to delete this User?',
  noUsers: /*i18n*/ 'No users found.',
  loadFailed: /*i18n*/ 'Error loading users...',
  // Ours: the spec names the rules (docs/rules/roles.md#permissions), not their words.
  notYourself: /*i18n*/ 'You cannot delete your own account.',
  lastAdmin: /*i18n*/ 'The last admin cannot be deleted.',
  userUnknown: /*i18n*/ 'User not found.',
  adminCreated: /*i18n*/ 'Admin created successfully!',
} as const;

/** docs/rules/validation.md#add-admin add admin, messages ours except the phone's ('Enter a valid phone number'). */
export const ADD_ADMIN_MESSAGES = {
  nameRequired: /*i18n*/ 'Name is required',
  nameMin: /*i18n*/ 'Name must be at least 3 characters',
  nameMax: /*i18n*/ 'Name must be at most 50 characters',
  phone: /*i18n*/ 'Enter a valid phone number',
  passwordRequired: /*i18n*/ 'Password is required',
  passwordRule:
    /*i18n*/ 'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character',
  confirmRequired: /*i18n*/ 'Confirm password is required',
  confirmMatch: /*i18n*/ 'Passwords must match',
} as const;

/**
 * An optional + and country code, then the 10 digits (docs/rules/validation.md#add-admin); stored as the 10 digits
 * (docs/rules/accounts.md#codes).
 */
export const ADMIN_PHONE_PATTERN = /^(?:\+\d{1,3}[ -]?)?(\d{10})$/;
export const normaliseAdminPhone = (value: string): string | null => ADMIN_PHONE_PATTERN.exec(value.trim())?.[1] ?? null;
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

export const adminPhoneNumber = z.pipe(
  z.string({ error: ADD_ADMIN_MESSAGES.phone }).check(z.refine((value) => normaliseAdminPhone(value) !== null, ADD_ADMIN_MESSAGES.phone)),
  z.transform((value) => normaliseAdminPhone(value) as string),
);

/**
 * POST /account/send-otp/ {phone_number, otp_type: 'admin'} (admin only): the new admin's number as the add-admin
 * form takes it, normalised to the 10 digits the code is bound to and the account is created with.
 */
export const sendAdminOtpRequest = z.object({ phone_number: adminPhoneNumber, otp_type: z.literal('admin') });
export type SendAdminOtpRequest = z.input<typeof sendAdminOtpRequest>;

/**
 * The add-admin form's fields (docs/rules/entities.md#entities-and-fields new admin form), checked alike by the screen
 * and the server.
 */
export const addAdminFields = z
  .object({
    name: z.string({ error: ADD_ADMIN_MESSAGES.nameRequired }).check(
      z.trim(),
      z.minLength(1, ADD_ADMIN_MESSAGES.nameRequired),
      z.minLength(3, ADD_ADMIN_MESSAGES.nameMin),
      z.maxLength(50, ADD_ADMIN_MESSAGES.nameMax),
    ),
    phone_number: adminPhoneNumber,
    password: z.string({ error: ADD_ADMIN_MESSAGES.passwordRequired }).check(
      z.minLength(1, ADD_ADMIN_MESSAGES.passwordRequired),
      z.regex(STRONG_PASSWORD, ADD_ADMIN_MESSAGES.passwordRule),
    ),
    confirm_password: z.string({ error: ADD_ADMIN_MESSAGES.confirmRequired }).check(
      z.minLength(1, ADD_ADMIN_MESSAGES.confirmRequired),
    ),
    account_type: z.optional(z.literal('admin')),
  })
  .check(
    z.refine((value) => value.confirm_password === value.password, {
      message: ADD_ADMIN_MESSAGES.confirmMatch,
      path: ['confirm_password'],
    }),
  );
export type AddAdminFields = z.input<typeof addAdminFields>;

/**
 * POST /account/users/ (admin only): the new admin, with the code sent to their number by
 * POST /account/send-otp/ {phone_number, otp_type: 'admin'} (admin only). The caller stays signed in as themselves:
 * the answer carries no tokens.
 */
export const createAdminRequest = z.extend(addAdminFields, {
  userotp: otpCode,
  /** The new member of staff's role (docs/rules/roles.md#staff-roles); the owner, the spec's admin, when absent. */
  role: z.optional(staffRole),
});
export type CreateAdminRequest = z.input<typeof createAdminRequest>;
export const createAdminResponse = z.object({ message: z.string(), user: profile });
export type CreateAdminResponse = z.infer<typeof createAdminResponse>;

/** DELETE /account/{id}/delete/ (admin): the user's sessions end with them. */
export const deleteUserResponse = z.object({ message: z.string() });
