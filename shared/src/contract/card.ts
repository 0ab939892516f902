import { z } from 'zod';
import { sandboxTokenizeBodySchema } from './order';

/** Luhn checksum of a card number (digits only, 12 to 19 of them). */
export const isLuhnValid = (number: string) => {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** A card expiring in month `month` of `year` is good until that month's end. */
export const isExpiryInFuture = (month: number, year: number, now: Date) => {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return (
    fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
};

/** Card fields as the browser checks them before they go to the gateway's tokenize call (never to the order API). */
export const checkCard = (card: { number: string; month: number; year: number; cvv: string }, now: Date) => {
  const number = card.number.replace(/[\s-]/g, '');
  if (!isLuhnValid(number)) return 'cardNumberIsInvalid';
  if (!isExpiryInFuture(card.month, card.year, now)) return 'cardIsExpired';
  if (!/^\d{3,4}$/.test(card.cvv)) return 'cardCvvIsInvalid';
  return null;
};

/** The field each of checkCard's answers is about. */
const cardFieldOf = {
  cardNumberIsInvalid: 'number',
  cardIsExpired: 'expiry',
  cardCvvIsInvalid: 'cvv',
} as const;

/**
 * The checkout's card entry, the expiry typed as MM/YY: checkCard's rules at the moment of paying, then what the
 * gateway's tokenize call takes.
 */
export const cardFormSchema = z
  .object({ number: z.string(), expiry: z.string(), cvv: z.string() })
  .transform(({ number, expiry, cvv }, ctx) => {
    const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
    const card = { number, month: month ?? 0, year: year ?? 0, cvv };
    const problem = checkCard(card, new Date());
    if (!problem) return card;
    ctx.addIssue({ code: 'custom', message: problem, path: [cardFieldOf[problem]] });
    return z.NEVER;
  })
  .pipe(sandboxTokenizeBodySchema);
