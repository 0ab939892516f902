import { ErrorCode, isBusinessPartnerGroup } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/errors';

export const isBusinessPartner = async (db: Kysely<Database>, userId: number) => {
  const user = await db
    .selectFrom('account_people')
    .select('customer_group_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return isBusinessPartnerGroup(user?.customer_group_id);
};

/** Business-partner-only calls answer others 403 / 4430 (spec sections 6 and 8). */
export const assertBusinessPartner = async (db: Kysely<Database>, userId: number) => {
  if (!(await isBusinessPartner(db, userId))) {
    throw new AppError(403, ErrorCode.permissionDenied, 'thisPageAllowsBusinessPartnerOnly');
  }
};
