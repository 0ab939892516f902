import { ErrorCode, type Notification } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';

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
    'notifications.title_km',
    'notifications.body_km',
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
    title_km: string | null;
    body_km: string | null;
    image: string | null;
    ref_id: number | null;
    user_id: number | null;
    created_at: Date;
    read_at: Date | null;
  };

  /** In the reader's language where it was written in it (staff may write in English only). */
  const toNotification = (row: Row, language: Language): Notification => ({
    id: row.id,
    type: row.type,
    title: local(row.title, row.title_km, language),
    body: local(row.body, row.body_km, language),
    imageUrl: imageUrlOf(config, row.image),
    refId: row.ref_id,
    personal: row.user_id !== null,
    isRead: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  });

  const one = async (userId: number, id: number, language: Language) => {
    const row = await visibleTo(userId).select(columns).where('notifications.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
    return toNotification(row, language);
  };

  return {
    async list(
      userId: number,
      { limit, offset }: { limit: number; offset: number },
      { personalOnly = false, language = 'en' }: { personalOnly?: boolean; language?: Language } = {},
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
      return { notifications: rows.map((row) => toNotification(row, language)), total: Number(total) };
    },

    one,

    async markRead(userId: number, id: number, language: Language) {
      await one(userId, id, language);
      await db
        .insertInto('notification_reads')
        .values({ notification_id: id, user_id: userId, read_at: clock.now() })
        .onConflict((conflict) => conflict.columns(['notification_id', 'user_id']).doNothing())
        .execute();
      return one(userId, id, language);
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
