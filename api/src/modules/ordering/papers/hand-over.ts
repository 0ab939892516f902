import { phnomPenhText } from '@portal/shared/contract';
import type { ReceiptText } from '../receipts/receipt-content';
import type { PaperOrder } from './paper-order';
import type { Fact } from './paper-parts';

/** How the order leaves the shop: delivered to its address, or collected at a showroom at its time. */
export const handOverFacts = (order: PaperOrder, text: ReceiptText): Fact[] => {
  if (order.deliveryType === 'delivery')
    return [
      { label: text('paperHandOver'), value: text('checkoutDelivery') },
      { label: text('paperAddress'), value: order.addressText ?? '' },
    ];
  const site = order.pickupSite;
  return [
    { label: text('paperHandOver'), value: text('orderPickup') },
    { label: text('paperPickupAt'), value: site ? `${site.name}, ${site.address}` : '' },
    ...(order.pickupAt ? [{ label: text('checkoutPickupTime'), value: phnomPenhText(order.pickupAt) }] : []),
  ];
};
