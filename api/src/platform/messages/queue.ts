import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { outboxRow } from './outbox';
import type { MessageSender, OutgoingMessage } from './sender';

/**
 * Queues a message inside the caller's transaction, so a change that rolls back sends nothing. The row is the
 * outbox's: locally that is the whole delivery; with SMTP or an SMS gateway `deliverQueuedMessages` hands it on
 * once the transaction has committed.
 */
export const queueMessage = (trx: Kysely<Database>, message: OutgoingMessage, at: Date) =>
  trx
    .insertInto('outbox_messages')
    .values({ ...outboxRow(message, at), pending: true })
    .execute();

/** Rounds a message may fail in before it is given up (left in the outbox with its last error). */
export const maxDeliveryAttempts = 5;

/**
 * Hands queued messages to the adapter of their channel, oldest first, each marked sent once its adapter took it; a
 * channel without an adapter keeps them in the outbox. Rows another process is delivering are skipped. A message
 * its adapter refuses is tried again in the next rounds, and given up after `maxDeliveryAttempts`, while the rest
 * go on. Answers how many were handed on and the errors of those refused.
 */
export const deliverQueuedMessages = async (
  db: Db,
  adapters: Partial<Record<OutgoingMessage['channel'], MessageSender>>,
  batch = 50,
) => {
  const refused: unknown[] = [];
  const handed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('pending', '=', true)
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    let count = 0;
    for (const row of rows) {
      const adapter = adapters[row.channel];
      try {
        await adapter?.send({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          purpose: row.purpose,
          ...(row.code ? { code: row.code } : {}),
        });
      } catch (error) {
        refused.push(error);
        const attempts = row.attempts + 1;
        await trx
          .updateTable('outbox_messages')
          .set({
            attempts,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
            pending: attempts < maxDeliveryAttempts,
          })
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      if (adapter) count += 1;
      await trx.updateTable('outbox_messages').set({ pending: false }).where('id', '=', row.id).execute();
    }
    return count;
  });
  return { handed, refused };
};
