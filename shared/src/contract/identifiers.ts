/**
 * Phone and e-mail rules of spec section 5, shared by the browser (what it sends) and the API (how it stores).
 * The API keeps phones in the local form: a leading 0, then 8 or 9 digits (9–10 digits in all).
 */

export const cambodiaCountryCode = '+855';

/** Local part, @, domain, a 2–4 letter ending. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/**
 * Characters that show nothing or turn the text around, so two addresses that read the same differ: controls (but
 * tabs and line breaks, which count as spaces), format characters (zero-width space and joiners, direction marks,
 * embeddings, overrides and isolates, zero-width no-break space, soft hyphen …) and the rest of what Unicode says
 * to draw as nothing (Default_Ignorable_Code_Point: variation selectors, blank fillers, the combining grapheme
 * joiner …).
 */
const hiddenCharacters = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

export const hasHiddenCharacters = (value: string) => hiddenCharacters.test(value);

/** The spec's pattern, and none of the hidden characters (spaces around it do not count). */
export const isEmail = (value: string) => {
  const trimmed = value.trim();
  return !hasHiddenCharacters(trimmed) && emailPattern.test(trimmed);
};

/**
 * An e-mail in the one form the portal keeps and compares: NFKC (full-width letters and signs become ASCII, other
 * compatibility forms their plain letter), trimmed, lower-cased. Check it with `isEmail` after this.
 */
export const normaliseEmail = (value: string) => value.normalize('NFKC').trim().toLowerCase();

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

/**
 * How the API reads a phone-or-e-mail: an e-mail in its normal form (`normaliseEmail`), anything else as a local
 * phone (or null); null too when it holds a hidden character.
 */
export const parseIdentifier = (value: string): Identifier | null => {
  const trimmed = value.normalize('NFKC').trim();
  if (hasHiddenCharacters(trimmed)) return null;
  if (trimmed.includes('@')) {
    return isEmail(trimmed) ? { kind: 'email', value: normaliseEmail(trimmed) } : null;
  }
  const phone = toLocalPhone(trimmed);
  return phone && /^0\d{7,10}$/.test(phone) ? { kind: 'phone', value: phone } : null;
};
