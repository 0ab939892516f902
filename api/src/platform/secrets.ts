import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** One key per purpose, derived from APP_SECRET, so a key leaked from one use cannot forge another. */
export const deriveKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`coffee-portal:${purpose}`).digest();

export const hmacHex = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
