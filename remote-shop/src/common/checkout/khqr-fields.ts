/** What a KHQR card shows beside the code, read from the code itself so the two cannot disagree. */
export type KhqrFields = { merchantName: string; amount: string; currency: string };

/** ISO 4217 numeric codes a KHQR carries in tag 53. */
const currencies: Record<string, string> = { '840': 'USD', '116': 'KHR' };

/** The top-level tag-length-value fields of an EMVCo payload. */
const topLevelTags = (payload: string) => {
  const tags = new Map<string, string>();
  let at = 0;
  while (at + 4 <= payload.length) {
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) break;
    tags.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
};

export const khqrFields = (payload: string): KhqrFields => {
  const tags = topLevelTags(payload);
  const code = tags.get('53') ?? '';
  return {
    merchantName: tags.get('59') ?? '',
    amount: tags.get('54') ?? '',
    currency: currencies[code] ?? code,
  };
};

/** Minutes and seconds left, "14:05"; never below zero. */
export const timeLeftText = (milliseconds: number) => {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};
