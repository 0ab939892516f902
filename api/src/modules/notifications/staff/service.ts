import { ErrorCode, type SendNotificationBody } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../platform/staff';

/** Notifications the back office writes to one customer, a customer group or everyone. */
export const createStaffNotificationService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  /** One row for everyone; one per customer for a customer or a group. */
  async send(staff: StaffCaller, body: SendNotificationBody): Promise<{ recipients: number }> {
    return auditedWrite(db, clock, staff, async (trx) => {
      const now = clock.now();
      const row = {
        type: 'general' as const,
        title: body.title,
        body: body.body,
        image: null,
        ref_id: null,
        seed_key: null,
        created_at: now,
      };
      let recipients: number;
      if (body.audience === 'everyone') {
        await trx
          .insertInto('notifications')
          .values({ ...row, user_id: null })
          .execute();
        recipients = Number(
          (
            await trx
              .selectFrom('account_people')
              .select(sql<string>`count(*)`.as('n'))
              .where('anonymised_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      } else {
        const users = await trx
          .selectFrom('account_people')
          .select('id')
          .where('anonymised_at', 'is', null)
          .where(
            body.audience === 'customer' ? 'id' : 'customer_group_id',
            '=',
            (body.audience === 'customer' ? body.userId : body.customerGroupId) as number,
          )
          .execute();
        if (body.audience === 'customer' && users.length === 0)
          throw new AppError(404, ErrorCode.notFound, 'adminCustomerNotFound');
        if (users.length > 0)
          await trx
            .insertInto('notifications')
            .values(users.map((user) => ({ ...row, user_id: user.id })))
            .execute();
        recipients = users.length;
      }
      return {
        result: { recipients },
        audit: {
          action: 'notification.send',
          entity: 'notification',
          entityId: null,
          before: null,
          after: {
            audience: body.audience,
            userId: body.userId ?? null,
            customerGroupId: body.customerGroupId ?? null,
            title: body.title,
            recipients,
          },
        },
      };
    });
  },
});

export type StaffNotificationService = ReturnType<typeof createStaffNotificationService>;
