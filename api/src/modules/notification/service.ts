import { ErrorCode, type Notification } from '@portal/shared/contract';
import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { imageUrlOf } from '../../platform/public-url';

/** Whether something reached the user after they last opened the notification list (the profile's unread dot). */
export const hasNewNotification = async (db: Db, userId: number, seenAt: Date | null) => {
  let query = db
    .selectFrom('notifications')
    .select('id')
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]));
  if (seenAt) query = query.where('created_at', '>', seenAt);
  return Boolean(await query.limit(1).executeTakeFirst());
};

export const createNotificationService = ({
  db,
  clock,
  config,
}: {
  db: Db;
  clock: Clock;
  config: Config;
}) => {
  /** What a user may see: the notifications for everyone and their own, never another user's. */
  const visibleTo = (userId: number, { personalOnly = false } = {}) =>
    db
      .selectFrom('notifications')
      .leftJoin('notification_reads', (join) =>
        join
          .onRef('notification_reads.notification_id', '=', 'notifications.id')
          .on('notification_reads.user_id', '=', userId),
      )
      .where((eb) =>
        personalOnly
          ? eb('notifications.user_id', '=', userId)
          : eb.or([eb('notifications.user_id', 'is', null), eb('notifications.user_id', '=', userId)]),
      );

  const columns = [
    'notifications.id',
    'notifications.type',
    'notifications.title',
    'notifications.body',
    'notifications.image',
    'notifications.ref_id',
    'notifications.user_id',
    'notifications.created_at',
    'notification_reads.read_at',
  ] as const;

  type Row = {
    id: number;
    type: Notification['type'];
    title: string;
    body: string;
    image: string | null;
    ref_id: number | null;
    user_id: number | null;
    created_at: Date;
    read_at: Date | null;
  };

  const toNotification = (row: Row): Notification => ({
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    imageUrl: imageUrlOf(config, row.image),
    refId: row.ref_id,
    personal: row.user_id !== null,
    isRead: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  });

  const one = async (userId: number, id: number) => {
    const row = await visibleTo(userId).select(columns).where('notifications.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
    return toNotification(row);
  };

  return {
    async list(
      userId: number,
      { limit, offset }: { limit: number; offset: number },
      { personalOnly = false } = {},
    ) {
      const rows = await visibleTo(userId, { personalOnly })
        .select(columns)
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await visibleTo(userId, { personalOnly })
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return { notifications: rows.map(toNotification), total: Number(total) };
    },

    one,

    async markRead(userId: number, id: number) {
      await one(userId, id);
      await db
        .insertInto('notification_reads')
        .values({ notification_id: id, user_id: userId, read_at: clock.now() })
        .onConflict((conflict) => conflict.columns(['notification_id', 'user_id']).doNothing())
        .execute();
      return one(userId, id);
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
