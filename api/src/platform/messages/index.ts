import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { createOutboxSender } from './outbox';
import { deliverQueuedMessages } from './queue';
import { type MessageSender, routeByChannel } from './sender';
import { createSmsGatewaySender } from './sms';
import { createSmtpSender } from './smtp';

export { forgetOutboxOf } from './outbox';
export { queueMessage } from './queue';
export type { MessageSender, OutgoingMessage } from './sender';

/** E-mail by SMTP when SMTP_URL is set, text messages by the gateway when SMS_GATEWAY_URL is set, else the outbox. */
export const createMessageSender = (deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}): MessageSender => {
  const outbox = createOutboxSender({ ...deps, logTexts: deps.config.env !== 'production' });
  const adapters = configuredAdapters(deps.config);
  return routeByChannel({ email: adapters.email ?? outbox, sms: adapters.sms ?? outbox });
};

/** The SMTP and SMS gateway adapters the configuration names; a channel without one stays in the outbox. */
const configuredAdapters = (config: Config): Partial<Record<'email' | 'sms', MessageSender>> => ({
  ...(config.mail.smtpUrl
    ? { email: createSmtpSender({ url: config.mail.smtpUrl, from: config.mail.from }) }
    : {}),
  ...(config.sms.gatewayUrl
    ? {
        sms: createSmsGatewaySender({
          url: config.sms.gatewayUrl,
          senderId: config.sms.senderId,
          ...(config.sms.token ? { token: config.sms.token } : {}),
        }),
      }
    : {}),
});

/** Delivers the messages transactions queued, through the configured adapters (see `queueMessage`). */
export const createQueuedDelivery = ({ db, config }: { db: Db; config: Config }) => {
  const adapters = configuredAdapters(config);
  return () => deliverQueuedMessages(db, adapters);
};
