import { api } from '@portal/shared';
import { sandboxTokenSchema } from '@portal/shared/contract';

export type CardInput = { number: string; month: number; year: number; cvv: string };

/**
 * The payment gateway's tokenize call. Card fields go to the gateway only — here the sandbox gateway the API hosts
 * for development — never to the order API: the order carries the token alone. No user token is sent with them.
 */
export const tokenizeCard = async (card: CardInput) => {
  const response = await api.post('/sandbox-gateway/tokenize', card, {
    transformRequest: [
      (data, headers) => {
        headers.delete('Authorization');
        // A transform of its own replaces axios's, which would have set this.
        headers.set('Content-Type', 'application/json');
        return JSON.stringify(data);
      },
    ],
  });
  return sandboxTokenSchema.parse(response.data.data);
};
