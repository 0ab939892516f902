import type { Identifier } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';

const signInColumns = [
  'id',
  'phone',
  'email',
  'password_hash',
  'verified_at',
  'email_verified_at',
  'locked_at',
  'delete_requested_at',
  'anonymised_at',
] as const;

/** The account signing in with this phone or e-mail; anonymised accounts have neither, so they are never found. */
export const findUserByIdentifier = (db: Db, identifier: Identifier) =>
  db
    .selectFrom('users')
    .select(signInColumns)
    .where(identifier.kind === 'email' ? 'email' : 'phone', '=', identifier.value)
    .executeTakeFirst();

export type UserForSignIn = NonNullable<Awaited<ReturnType<typeof findUserByIdentifier>>>;

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').select(signInColumns).where('id', '=', id).executeTakeFirst();
