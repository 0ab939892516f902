import { useBestSellers } from '../../common/catalogue/api/get-best-sellers';
import { ProductListScreen } from '../../common/catalogue/components/ProductListScreen';

export default function BestSellerPage() {
  return <ProductListScreen titleKey="catalogueBestSellers" useList={useBestSellers} />;
}
