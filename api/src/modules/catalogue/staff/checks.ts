import { rowsExist } from '../../../db/row-exists';
import type { StaffCaller } from '../../../platform/staff';
import { isUploadKey } from '../../accounts';
import { invalid } from './errors';
import type { Trx } from './writes';

/** The same rule as `uploads.assertOwnImage`, read inside the write's transaction: this staff member uploaded it. */
export const assertUploadedBy = async (trx: Trx, staff: StaffCaller, key: string, errorKey: string) => {
  const upload = isUploadKey(key)
    ? await trx
        .selectFrom('account_uploads')
        .select('uploaded_at')
        .where('key', '=', key)
        .where('user_id', '=', staff.userId)
        .executeTakeFirst()
    : undefined;
  if (!upload?.uploaded_at) throw invalid(errorKey);
};

/** Every customer group a price names exists. */
export const assertCustomerGroupsExist = async (trx: Trx, groupIds: number[]) => {
  if (!(await rowsExist(trx, 'account_groups', groupIds))) throw invalid('adminCustomerGroupIsRequired');
};
