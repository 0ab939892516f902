import { CheckoutForm } from '../../common/checkout/CheckoutForm';

export default function CheckoutPage() {
  return <CheckoutForm source="cart" />;
}
