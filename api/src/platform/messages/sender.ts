/** A message to one person: a text message to a phone or an e-mail. */
export type OutgoingMessage = {
  channel: 'email' | 'sms';
  /** A local phone ('0…') or an e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries, if any (kept by the outbox so flows can be finished locally). */
  code?: string;
  /** What the message is for, e.g. VERIFY_ACCOUNT. */
  purpose: string;
};

/** Where messages leave the API. Adapters: outbox (default), SMTP e-mail, SMS gateway. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends e-mails through one adapter and text messages through another. */
export const routeByChannel = (adapters: { email: MessageSender; sms: MessageSender }): MessageSender => ({
  send: (message) => adapters[message.channel].send(message),
});
