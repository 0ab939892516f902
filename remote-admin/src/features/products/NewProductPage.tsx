import { PageHeading } from '@portal/shared';
import { Link, useNavigate } from '@portal/shared/router';
import { Anchor, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { ProductForm } from './components/ProductForm';

/** A new product; once saved, its page opens to add variants, prices and stock. */
export default function NewProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack>
      <PageHeading titleKey="adminCatalogueNewProduct" />
      <Anchor component={Link} to="/admin/products" size="sm">
        {t('adminCatalogueBackToProducts')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('adminCatalogueNewProductHint')}
      </Text>
      <ProductForm product={null} onSaved={(product) => navigate(`/admin/products/${product.id}`)} />
    </Stack>
  );
}
