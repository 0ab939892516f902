import { BasketPage } from '../../common/cart/BasketPage';

export default function CartPage() {
  return <BasketPage kind="cart" />;
}
