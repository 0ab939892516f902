import { CheckoutForm } from '../../common/checkout/CheckoutForm';

export default function QuickOrderCheckoutPage() {
  return <CheckoutForm source="quick_order" />;
}
