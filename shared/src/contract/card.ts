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
