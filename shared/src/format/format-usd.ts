const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is integer cents throughout the portal. */
export const formatUsd = (amountInCents: number) => usd.format(amountInCents / 100);
