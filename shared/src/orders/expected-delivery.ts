import type { ExpectedDelivery } from '../contract';
import { phnomPenhText } from '../contract/phnom-penh-time';
import { formatDate } from '../format/format-date';

/**
 * Spec section 9 in words, as a translation key and its values: "Afternoon of 18-11-2026", "By 23-11-2026",
 * "Between … and …", "Pickup at 24-11-2026 07:30" (Phnom Penh time).
 */
export const expectedDeliveryMessage = (
  expected: ExpectedDelivery,
): { key: string; values: Record<string, string> } => {
  switch (expected.kind) {
    case 'slot':
      return {
        key: expected.slot === 'morning' ? 'deliveryExpectedMorning' : 'deliveryExpectedAfternoon',
        values: { date: formatDate(expected.date) },
      };
    case 'day':
      return { key: 'deliveryExpectedDay', values: { date: formatDate(expected.date) } };
    case 'range':
      return {
        key: 'deliveryExpectedRange',
        values: { from: formatDate(expected.from), to: formatDate(expected.to) },
      };
    case 'pickup':
      return { key: 'deliveryPickupAt', values: { at: phnomPenhText(expected.at) } };
  }
};

export const expectedDeliveryText = (
  expected: ExpectedDelivery,
  t: (key: string, values: Record<string, string>) => string,
) => {
  const { key, values } = expectedDeliveryMessage(expected);
  return t(key, values);
};
