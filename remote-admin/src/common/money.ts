/** A dollar amount typed by staff ("1,500.50", "$20") as integer cents; null when it is not an amount. */
export const dollarsToCents = (text: string): number | null => {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const centsToDollarText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

/** Why a typed amount is not one: below zero, finer than a cent, or not a number at all (message keys). */
export const amountErrorKey = (text: string) => {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (/^-/.test(cleaned)) return 'adminCataloguePriceNegative';
  if (/^\d+\.\d{3,}$/.test(cleaned)) return 'adminCataloguePriceNotWholeCents';
  return 'adminCataloguePriceInvalid';
};
