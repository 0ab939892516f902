const thousands = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Money is integer cents throughout the portal, shown as en-US dollars ($1,234.50). Written out by hand: the first
 * Intl.NumberFormat a page builds costs it tens of milliseconds of its start.
 */
export const formatUsd = (amountInCents: number) => {
  const cents = Math.round(Math.abs(amountInCents));
  const dollars = Math.floor(cents / 100)
    .toString()
    .replace(thousands, ',');
  return `${amountInCents < 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
};
