import { useMerchandise } from '../../common/catalogue/api/get-merchandise';
import { ProductListScreen } from '../../common/catalogue/components/ProductListScreen';

export default function MerchandisePage() {
  return <ProductListScreen titleKey="catalogueMerchandise" useList={useMerchandise} />;
}
