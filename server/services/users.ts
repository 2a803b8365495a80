import type { LiveStreams } from './live-streams';
import type { Profile } from '../../contract/account';
import type { PageQuery } from '../../contract/common';
import { USER_SEARCH_LIMIT, USERS_PAGE_SIZE, type UserPage } from '../../contract/users';
import type { DatabaseDialect, Db } from '../db/database';
import {
  countUsers,
  deleteUserKeepingAnAdmin,
  findUserById,
  listUsers,
  searchUsers,
} from '../db/repositories/users';
import { mediaOf } from '../media/create-store';
import { deleteImage } from '../media/image-store';
import type { MediaStore } from '../media/media-store';
import { toProfile } from './profiles';

/** The back office's users (docs/rules/roles.md#permissions: admins only, which the routes check). */
export interface UsersContext {
  db: Db;
  dialect: DatabaseDialect;
  dataDir: string;
  /** Where photos are stored (MEDIA_STORE); unset: the disk of `dataDir`. */
  media?: MediaStore;
  streams?: LiveStreams;
}

export async function usersPage(db: Db, query: PageQuery): Promise<UserPage> {
  const pageSize = query.page_size ?? USERS_PAGE_SIZE;
  const [count, rows] = await Promise.all([
    countUsers(db),
    listUsers(db, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
  ]);
  return { count, results: rows.map(toProfile) };
}

/**
 * Name (any case) or number containing the text, newest first; the list is capped, not paged
 * (docs/rules/texts.md#error-catalogue).
 */
export async function usersMatching(db: Db, text: string): Promise<Profile[]> {
  return (await searchUsers(db, text, USER_SEARCH_LIMIT)).map(toProfile);
}

export async function userProfile(db: Db, id: number): Promise<Profile | undefined> {
  const row = await findUserById(db, id);
  return row ? toProfile(row) : undefined;
}

export type RemoveUserResult = 'deleted' | 'not-found' | 'yourself' | 'last-admin';

/**
 * An admin removes a user (docs/rules/roles.md#permissions): never themselves, never the last admin. The user's
 * sessions end with the row, so their next request is a 401; their picture leaves the data folder once the row is gone.
 */
export async function removeUser(ctx: UsersContext, callerId: number, id: number): Promise<RemoveUserResult> {
  if (id === callerId) return 'yourself';
  const result = await deleteUserKeepingAnAdmin(ctx.db, ctx.dialect, id);
  if (result.kind !== 'deleted') return result.kind;
  ctx.streams?.endUser(id);
  await deleteImage(mediaOf(ctx), result.user.profile_picture);
  return 'deleted';
}
