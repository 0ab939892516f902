// Typed amounts are read by the contract, whose form schemas check them too.
export { amountErrorKey, dollarsToCents } from '@portal/shared/contract';

export const centsToDollarText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
