import { usePageDescription } from '@portal/shared';
import type { ProductDetail, ProductVariant } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { JsonLd } from '../../common/catalogue/components/JsonLd';
import { productJsonLd } from '../../common/catalogue/structured-data';

/** The product as schema.org Product (the offer of the variant shown), and the page's description. */
export function ProductStructuredData({
  product,
  variant,
}: {
  product: ProductDetail;
  variant: ProductVariant | null;
}) {
  const { i18n } = useTranslation();
  usePageDescription(product.description.replace(/\s+/g, ' ').trim().slice(0, 200) || undefined);
  return (
    <JsonLd
      data={productJsonLd(product, variant, { origin: window.location.origin, language: i18n.language })}
    />
  );
}
