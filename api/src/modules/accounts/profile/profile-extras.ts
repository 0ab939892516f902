import type { BpRequestStatus } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { hasNewNotification } from '../../notifications';
import { defaultAddressOf } from '../addresses/service';
import { latestBpRequestStatus } from '../business-partners/service';

/** What the profile gathers from other areas: the default address, the business-partner request, notifications. */
export const profileExtras = async (
  db: Db,
  userId: number,
  notificationsSeenAt: Date | null,
  language: string,
): Promise<{
  reqBpStatus: BpRequestStatus | null;
  newNotification: boolean;
  defaultAddressProvinceName: string | null;
  defaultAddressDetail: string | null;
}> => {
  const address = await defaultAddressOf(db, userId, language);
  return {
    reqBpStatus: await latestBpRequestStatus(db, userId),
    newNotification: await hasNewNotification(db, userId, notificationsSeenAt),
    defaultAddressProvinceName: address?.provinceName ?? null,
    defaultAddressDetail: address?.detail ?? null,
  };
};
