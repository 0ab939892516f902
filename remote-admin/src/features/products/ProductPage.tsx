import { PageHeading } from '@portal/shared';
import type { AdminProductDetail } from '@portal/shared/contract';
import { Link, useParams } from '@portal/shared/router';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { useStaffMe } from '../../common/api/get-staff-me';
import { errorKeyOf } from '../../common/error-key';
import { useProduct } from './api/get-product';
import { AddVariantForm } from './components/AddVariantForm';
import { ProductForm } from './components/ProductForm';
import { VariantCard } from './components/VariantCard';

/** One product: its data, its variants with their prices per customer group, and their stock. */
export default function ProductPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useProduct(id);
  return (
    <Stack>
      <PageHeading titleKey="adminCatalogueProduct" />
      <Anchor component={Link} to="/admin/products" size="sm">
        {t('adminCatalogueBackToProducts')}
      </Anchor>
      {product.isPending ? (
        <Skeleton h={320} />
      ) : product.data ? (
        <ProductView product={product.data} />
      ) : (
        <Text c="red">{t(errorKeyOf(product.error))}</Text>
      )}
    </Stack>
  );
}

function ProductView({ product }: { product: AdminProductDetail }) {
  const { t } = useTranslation();
  const groups = useCustomerGroups();
  const areas = useStaffMe().data?.areas ?? [];
  const first = product.variants[0];
  const optionNames = first ? first.optionValues.map((value) => value.option) : null;
  return (
    <>
      <Group gap="xs">
        <Text fw={700}>{product.name}</Text>
        <Anchor href={`/product/${product.id}`} target="_blank" size="sm">
          {t('adminCatalogueSeeInShop')}
        </Anchor>
      </Group>
      <ProductForm key={product.id} product={product} />
      <Title order={2} size="h4">
        {t('adminCatalogueVariants')}
      </Title>
      {product.variants.length === 0 ? <Text c="dimmed">{t('adminCatalogueNoVariants')}</Text> : null}
      {groups.data
        ? product.variants.map((variant) => (
            <VariantCard
              key={variant.id}
              variant={variant}
              groups={groups.data}
              canPrice={areas.includes('prices')}
              canStock={areas.includes('stock')}
            />
          ))
        : null}
      {optionNames?.length === 0 ? (
        // A product without options is sold in one form: its one variant.
        <Text size="sm" c="dimmed">
          {t('adminCatalogueSingleVariantHint')}
        </Text>
      ) : (
        <AddVariantForm key={product.variants.length} productId={product.id} optionNames={optionNames} />
      )}
    </>
  );
}
