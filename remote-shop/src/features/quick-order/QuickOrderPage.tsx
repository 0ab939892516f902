import { BasketPage } from '../../common/cart/BasketPage';

export default function QuickOrderPage() {
  return <BasketPage kind="quick_order" />;
}
