import { randomBytes } from 'node:crypto';
import { isExpiryInFuture, isLuhnValid } from '@portal/shared/contract';
import type { Clock } from '../clock';
import { type Charge, type ChargeRequest, isSignatureValid, type PaymentGateway } from './gateway';
import { buildKhqr, type KhqrMerchant } from './khqr';

export const sandboxBankScheme = 'sandbox-bank';

export type SandboxCard = { last4: string; brand: string };

/**
 * The local gateway: issues real KHQR payloads, tokenizes cards (keeping only the last four digits) and charges
 * tokens. A real adapter replaces it behind `PaymentGateway`; confirmations are signed with `secret` either way.
 */
export const createSandboxGateway = ({
  merchant,
  secret,
  clock,
  paymentWindowSeconds = 15 * 60,
}: {
  merchant: KhqrMerchant;
  secret: string;
  clock: Clock;
  /** How long a KHQR can be paid (a real bank's QR expires too). */
  paymentWindowSeconds?: number;
}) => {
  const cards = new Map<string, SandboxCard>();
  const charges = new Map<string, ChargeRequest>();

  const gateway: PaymentGateway = {
    createCharge: async (request: ChargeRequest): Promise<Charge> => {
      const createdAt = clock.now();
      const expiresAt = new Date(createdAt.getTime() + paymentWindowSeconds * 1000);
      charges.set(request.reference, request);
      if (request.method === 'card') {
        const approved = request.cardToken !== undefined && cards.has(request.cardToken);
        return {
          reference: request.reference,
          khqr: null,
          deepLink: null,
          expiresAt,
          status: approved ? 'paid' : 'declined',
        };
      }
      const khqr = buildKhqr({
        merchant,
        amountCents: request.amountCents,
        billNumber: request.reference,
        createdAt,
        expiresAt,
      });
      // The sandbox bank's app scheme; a real gateway answers with its own short link (Bakong's deep link API).
      const deepLink = `${sandboxBankScheme}://pay?khqr=${encodeURIComponent(khqr)}`;
      return { reference: request.reference, khqr, deepLink, expiresAt, status: 'waiting' };
    },
    verifyConfirmation: (confirmation, signature) => isSignatureValid(secret, confirmation, signature),
  };

  /** The sandbox's tokenize call: the card is checked and forgotten but for its last four digits. */
  const tokenize = (card: { number: string; month: number; year: number; cvv: string }) => {
    const number = card.number.replace(/[\s-]/g, '');
    if (!isLuhnValid(number)) return { error: 'cardNumberIsInvalid' as const };
    if (!isExpiryInFuture(card.month, card.year, clock.now())) return { error: 'cardIsExpired' as const };
    if (!/^\d{3,4}$/.test(card.cvv)) return { error: 'cardCvvIsInvalid' as const };
    const token = `tok_${randomBytes(12).toString('hex')}`;
    cards.set(token, { last4: number.slice(-4), brand: number.startsWith('4') ? 'visa' : 'card' });
    return { token, last4: number.slice(-4) };
  };

  return { gateway, tokenize, chargeOf: (reference: string) => charges.get(reference), secret };
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
