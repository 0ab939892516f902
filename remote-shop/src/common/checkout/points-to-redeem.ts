/**
 * What the points typed at checkout take off the order (1 point = 1 cent), checked as the customer types with the
 * rules Place order applies: no more than the balance, no more than the order is worth after its coupon. Points
 * that break a rule take nothing off, so the summary never shows a total the shop would refuse.
 */
export const pointsToRedeem = (typed: string, { balance, payable }: { balance: number; payable: number }) => {
  const wanted = Math.max(0, Math.floor(Number(typed) || 0));
  const max = Math.max(0, Math.min(balance, payable));
  const error = wanted > balance ? 'orderNotEnoughPoints' : wanted > payable ? 'orderTooManyPoints' : null;
  return { applied: error ? 0 : wanted, max, error };
};
