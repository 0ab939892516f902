import type { PointReason } from '@portal/shared/contract';

/** Translation key of why points changed. */
export const pointReasonKey: Record<PointReason, string> = {
  earned: 'pointReasonEarned',
  redeemed: 'pointReasonRedeemed',
  refunded: 'pointReasonRefunded',
};

/** A signed change of points: "+51", "−200" (a real minus sign), "0". */
export const signedPoints = (points: number) =>
  points > 0
    ? `+${points.toLocaleString('en-US')}`
    : points < 0
      ? `−${(-points).toLocaleString('en-US')}`
      : '0';
