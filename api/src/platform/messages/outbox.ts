import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../clock';
import type { MessageSender, OutgoingMessage } from './sender';

/** A message as the outbox keeps it. */
export const outboxRow = (message: OutgoingMessage, at: Date) => ({
  channel: message.channel,
  recipient: message.to,
  subject: message.subject,
  body: message.text,
  code: message.code ?? null,
  purpose: message.purpose,
  created_at: at,
});

/**
 * The local default: each message is stored in `outbox_messages` and logged instead of delivered.
 * Outside production the texts (with their codes) are logged too, so a developer can finish a flow from the log.
 */
export const createOutboxSender = ({
  db,
  clock,
  log,
  logTexts,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  logTexts: boolean;
}): MessageSender => ({
  async send(message) {
    await db.insertInto('outbox_messages').values(outboxRow(message, clock.now())).execute();
    log.info(
      { outbox: { channel: message.channel, to: message.to, purpose: message.purpose } },
      logTexts ? `outbox: ${message.text}` : 'outbox: message stored',
    );
  },
});

/** Forgets the messages kept for a person's phone or e-mail. */
export const forgetOutboxOf = (db: Db, recipients: string[]) =>
  db.deleteFrom('outbox_messages').where('recipient', 'in', recipients).execute();

/** The latest messages the outbox kept for one phone or e-mail, newest first (the local outbox page reads them). */
export const outboxMessagesTo = (db: Db, recipient: string, limit = 50) =>
  db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
