import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the order service needs from a payment gateway; the sandbox and a real bank adapter share this shape. */
export type PaymentGateway = {
  /** Starts a payment for an order: a KHQR for online bank, a charge of a card token for card. */
  createCharge: (request: ChargeRequest) => Promise<Charge>;
  /** True when a confirmation really comes from the gateway (its HMAC signature matches). */
  verifyConfirmation: (confirmation: PaymentConfirmation, signature: string) => boolean;
};

export type ChargeRequest = {
  orderId: number;
  reference: string;
  amountCents: number;
  method: 'online_bank' | 'card';
  cardToken?: string | undefined;
};

export type Charge = {
  reference: string;
  /** The KHQR text to show as a QR code (online bank). */
  khqr: string | null;
  /** A link that opens the customer's banking app on this payment (a phone cannot scan its own screen). */
  deepLink: string | null;
  expiresAt: Date;
  /** Card payments the gateway approved at once; the confirmation still arrives signed. */
  status: 'waiting' | 'paid' | 'declined';
};

/** The gateway's word that a payment arrived, signed with the shared secret. */
export type PaymentConfirmation = {
  reference: string;
  amountCents: number;
  status: 'paid';
  paidAt: string;
};

export const confirmationText = (c: PaymentConfirmation) =>
  `${c.reference}|${c.amountCents}|${c.status}|${c.paidAt}`;

export const signConfirmation = (secret: string, confirmation: PaymentConfirmation) =>
  createHmac('sha256', secret).update(confirmationText(confirmation)).digest('hex');

export const isSignatureValid = (secret: string, confirmation: PaymentConfirmation, signature: string) => {
  const expected = Buffer.from(signConfirmation(secret, confirmation), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
