import { cambodiaCountryCode } from '@portal/shared/contract';
import type { MessageSender } from './sender';

/**
 * Text messages through an HTTP gateway: POST `{ from, to, text }` (to in international form, +855…) with a
 * bearer token. Local SMS providers differ in their field names; this is the one place to adapt.
 */
export const createSmsGatewaySender = ({
  url,
  token,
  senderId,
  fetchImpl = fetch,
}: {
  url: string;
  token?: string;
  senderId: string;
  fetchImpl?: typeof fetch;
}): MessageSender => ({
  async send(message) {
    const to = message.to.startsWith('0') ? `${cambodiaCountryCode}${message.to.slice(1)}` : message.to;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ from: senderId, to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  },
});
