import { type BpRequest, type BpRequestBody, type BpRequestStatus, ErrorCode } from '@portal/shared/contract';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { assertPlace } from '../addresses/service';
import type { UploadService } from '../uploads/service';

const alreadyRequested = () =>
  new AppError(409, ErrorCode.conflict, 'youAlreadyRequestedToBeBusinessPartnerPleaseWaitingForApproval');

/** The status of the user's latest request, for the profile's reqBpStatus. */
export const latestBpRequestStatus = async (db: Db, userId: number): Promise<BpRequestStatus | null> => {
  const row = await db
    .selectFrom('business_partner_requests')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
};

export const createBusinessPartnerService = ({
  db,
  clock,
  uploads,
}: {
  db: Db;
  clock: Clock;
  uploads: UploadService;
}) => ({
  /** A general customer asks to become a business partner: one request under review at a time. */
  async request(userId: number, body: BpRequestBody): Promise<BpRequest> {
    const user = await db
      .selectFrom('users')
      .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
      .select('customer_groups.is_business_partner')
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.is_business_partner)
      throw new AppError(409, ErrorCode.conflict, 'youAreAlreadyABusinessPartner');
    if ((await latestBpRequestStatus(db, userId)) === 'Pending') throw alreadyRequested();
    await uploads.assertOwnImage(userId, body.imageUrl, 'imageIsRequired');
    await assertPlace(db, body.provinceId, body.districtId);
    try {
      const row = await db
        .insertInto('business_partner_requests')
        .values({
          user_id: userId,
          first_name: body.firstName,
          last_name: body.lastName,
          phone1: body.phone1,
          phone2: body.phone2,
          address: body.address,
          business_type: body.businessType,
          store_name: body.storeName,
          parent_company: body.parentCompany,
          province_id: body.provinceId,
          district_id: body.districtId,
          image_key: body.imageUrl,
          created_at: clock.now(),
        })
        .returning(['id', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      return { id: row.id, status: row.status, createdAt: row.created_at.toISOString() };
    } catch (error) {
      // Two requests at once: the one-pending-per-user index keeps the second out.
      if (isUniqueViolation(error)) throw alreadyRequested();
      throw error;
    }
  },
});

export type BusinessPartnerService = ReturnType<typeof createBusinessPartnerService>;
