import { formatDate } from '@portal/shared';
import type { ExpectedDelivery } from '@portal/shared/contract';

type T = (key: string, options?: Record<string, string>) => string;

/** Spec section 9 in words: "Afternoon of 18-11-2026", "By 23-11-2026", "Between … and …", "Pickup at …". */
export const expectedDeliveryText = (expected: ExpectedDelivery, t: T) => {
  switch (expected.kind) {
    case 'slot':
      return t(expected.slot === 'morning' ? 'deliveryExpectedMorning' : 'deliveryExpectedAfternoon', {
        date: formatDate(expected.date),
      });
    case 'day':
      return t('deliveryExpectedDay', { date: formatDate(expected.date) });
    case 'range':
      return t('deliveryExpectedRange', { from: formatDate(expected.from), to: formatDate(expected.to) });
    case 'pickup':
      return t('deliveryPickupAt', {
        at: `${formatDate(expected.at)} ${new Date(expected.at).toTimeString().slice(0, 5)}`,
      });
  }
};
