const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as the shop writes money on every page ($1,000.00), for messages the API writes itself. */
export const formatUsd = (cents: number) => dollars.format(cents / 100);
