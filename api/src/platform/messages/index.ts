import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { createOutboxSender } from './outbox';
import { type MessageSender, routeByChannel } from './sender';
import { createSmsGatewaySender } from './sms';
import { createSmtpSender } from './smtp';

export { forgetOutboxOf } from './outbox';
export type { MessageSender, OutgoingMessage } from './sender';

/** E-mail by SMTP when SMTP_URL is set, text messages by the gateway when SMS_GATEWAY_URL is set, else the outbox. */
export const createMessageSender = (deps: {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}): MessageSender => {
  const { config } = deps;
  const outbox = createOutboxSender({ ...deps, logTexts: config.env !== 'production' });
  return routeByChannel({
    email: config.mail.smtpUrl
      ? createSmtpSender({ url: config.mail.smtpUrl, from: config.mail.from })
      : outbox,
    sms: config.sms.gatewayUrl
      ? createSmsGatewaySender({
          url: config.sms.gatewayUrl,
          senderId: config.sms.senderId,
          ...(config.sms.token ? { token: config.sms.token } : {}),
        })
      : outbox,
  });
};
