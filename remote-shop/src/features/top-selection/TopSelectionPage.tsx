import { useTopSelection } from '../../common/catalogue/api/get-top-selection';
import { ProductListScreen } from '../../common/catalogue/components/ProductListScreen';

export default function TopSelectionPage() {
  return <ProductListScreen titleKey="catalogueTopSelection" useList={useTopSelection} />;
}
