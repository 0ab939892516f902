import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

/** Spec section 9: delivery times in and outside Phnom Penh, the fee by distance, pickup and special blends. */
export const deliveryOptions: StaticPageContent = {
  titleKey: 'deliveryOptions',
  descriptionKey: 'deliveryOptionsDescription',
  sections: [
    {
      headingKey: 'deliveryInPhnomPenhHeading',
      paragraphKeys: ['deliveryInPhnomPenhSameDay', 'deliveryInPhnomPenhDays'],
    },
    { headingKey: 'deliveryOutsideHeading', paragraphKeys: ['deliveryOutsideText'] },
    {
      headingKey: 'deliveryFeesHeading',
      paragraphKeys: ['deliveryFeeUpTo20Km', 'deliveryFee21To40Km', 'deliveryFeeFrom41Km'],
    },
    { headingKey: 'pickupHeading', paragraphKeys: ['pickupText'] },
    { headingKey: 'specialBlendDeliveryHeading', paragraphKeys: ['specialBlendDeliveryText'] },
  ],
};

export default function DeliveryOptionsPage() {
  return <StaticPage content={deliveryOptions} />;
}
