/**
 * Phone and e-mail rules of spec section 5, shared by the browser (what it sends) and the API (how it stores).
 * The API keeps phones in the local form: a leading 0, then 8 or 9 digits (9–10 digits in all).
 */

export const cambodiaCountryCode = '+855';

/** Local part, @, domain, a 2–4 letter ending. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

export const isEmail = (value: string) => emailPattern.test(value.trim());

export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * A phone in its local form ('0' + digits), from whatever was typed or sent: spaces, dashes, dots and brackets
 * dropped; +855, 00855 or a leading 855 replaced by 0; a missing leading 0 added. Null when it is not digits.
 */
export const toLocalPhone = (value: string): string | null => {
  let digits = value.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+855')) digits = digits.slice(4);
  else if (digits.startsWith('00855')) digits = digits.slice(5);
  else if (digits.startsWith('855') && digits.length >= 11) digits = digits.slice(3);
  if (!/^\d+$/.test(digits)) return null;
  return digits.startsWith('0') ? digits : `0${digits}`;
};

/** Register and reset: 9 to 10 digits, leading 0 included. */
export const isLocalPhone = (value: string) => /^0\d{8,9}$/.test(value);

/**
 * What the login form sends (spec section 5): spaces stripped; a numeric identifier of 8 to 11 digits becomes
 * +855 and the number without its leading zero; otherwise a +855 prefix is replaced by 0.
 */
export const toLoginIdentifier = (typed: string) => {
  const value = stripSpaces(typed);
  if (/^\d{8,11}$/.test(value)) return `${cambodiaCountryCode}${value.replace(/^0+/, '')}`;
  return value.startsWith(cambodiaCountryCode) ? `0${value.slice(cambodiaCountryCode.length)}` : value;
};

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** How the API reads a phone-or-e-mail: an e-mail lower-cased, anything else as a local phone (or null). */
export const parseIdentifier = (value: string): Identifier | null => {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    return isEmail(trimmed) ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  }
  const phone = toLocalPhone(trimmed);
  return phone && /^0\d{7,10}$/.test(phone) ? { kind: 'phone', value: phone } : null;
};
