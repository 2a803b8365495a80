import type { App } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import { insertUser } from '../../../server/db/repositories/users';
import { hashPassword } from '../../../server/services/passwords';
import { PASSWORD, apiClient, freshNumber } from './account-client';

let hashed: Promise<string> | undefined;
/** PASSWORD hashed once: argon2 takes a while, and tests insert many users. */
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));

/** A user written straight to the table (no code, no session), created at the given moment. */
export async function insertTestUser(
  db: Db,
  user: { name?: string; phone_number?: string; is_admin?: boolean; created_at?: string } = {},
) {
  const phoneNumber = user.phone_number ?? freshNumber();
  const id = await insertUser(db, {
    name: user.name ?? 'Test User',
    phone_number: phoneNumber,
    password_hash: await passwordHash(),
    is_admin: user.is_admin ? 1 : 0,
    created_at: user.created_at ?? new Date().toISOString(),
  });
  return { id, phoneNumber };
}

/** An admin written to the table and logged in through the API: its id and tokens. */
export async function signedInAdmin(app: App, db: Db, name = 'Second Admin') {
  const { id, phoneNumber } = await insertTestUser(db, { name, is_admin: true });
  const login = await apiClient(app).post('/account/login/', { phone_number: phoneNumber, password: PASSWORD });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  return { id, phoneNumber, access: String(login.body.access_token), refresh: String(login.body.refresh_token) };
}

export const countAdmins = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_admin', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
