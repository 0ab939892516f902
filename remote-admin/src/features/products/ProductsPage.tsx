import { formatUsd, PageHeading } from '@portal/shared';
import { adminProductStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../common/api/get-catalogue-choices';
import { Pager } from '../../common/Pager';
import { type ProductFilter, useProducts } from './api/get-products';

const noFilter: ProductFilter = { search: '', categoryId: '', status: '', offset: 0 };

const statusKey = { published: 'adminCataloguePublished', unpublished: 'adminCatalogueUnpublished' } as const;

/** Every product, published or not, with a name or SKU search and a category filter. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(noFilter);
  const products = useProducts(filter);
  const choices = useCatalogueChoices();
  const change = (patch: Partial<ProductFilter>) =>
    setFilter((current) => ({ ...current, ...patch, offset: 0 }));
  return (
    <Stack>
      <PageHeading titleKey="adminCatalogueProducts" />
      <Group align="flex-end">
        <TextInput
          label={t('adminCatalogueSearch')}
          value={filter.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
          w={260}
        />
        <NativeSelect
          label={t('adminCatalogueCategory')}
          value={filter.categoryId}
          data={[
            { value: '', label: t('adminAll') },
            ...(choices.data?.categories ?? []).map((category) => ({
              value: String(category.id),
              label: category.parentId ? `— ${category.name}` : category.name,
            })),
          ]}
          onChange={(event) => change({ categoryId: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('adminStatus')}
          value={filter.status}
          data={[
            { value: '', label: t('adminAll') },
            ...adminProductStatuses.map((value) => ({ value, label: t(statusKey[value]) })),
          ]}
          onChange={(event) => change({ status: event.currentTarget.value as ProductFilter['status'] })}
        />
        <Button component={Link} to="/admin/products/new" ml="auto">
          {t('adminCatalogueNewProduct')}
        </Button>
      </Group>
      {products.isPending ? (
        <Skeleton h={160} />
      ) : products.data?.data.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminBannerImage')}</Table.Th>
              <Table.Th>{t('adminCatalogueName')}</Table.Th>
              <Table.Th>{t('adminCatalogueCategory')}</Table.Th>
              <Table.Th>{t('adminCatalogueConsumerPrice')}</Table.Th>
              <Table.Th>{t('adminStockStock')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.data.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  {product.imageUrl ? <img src={product.imageUrl} alt="" width={40} height={40} /> : null}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/products/${product.id}`}>
                    {product.name}
                  </Anchor>
                  {product.nameKm ? (
                    <Text size="xs" c="dimmed">
                      {product.nameKm}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {product.categoryName}
                  {product.brandName ? (
                    <Text size="xs" c="dimmed">
                      {product.brandName}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {product.priceCents === null ? t('adminCatalogueNoPrice') : formatUsd(product.priceCents)}
                </Table.Td>
                <Table.Td>
                  {t('adminCatalogueStockOfVariants', {
                    stock: product.stock,
                    variants: product.variantCount,
                  })}
                </Table.Td>
                <Table.Td>
                  <Badge color={product.isActive ? 'green' : 'gray'}>
                    {t(product.isActive ? 'adminCataloguePublished' : 'adminCatalogueUnpublished')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager
        meta={products.data?.meta}
        onOffset={(offset) => setFilter((current) => ({ ...current, offset }))}
      />
    </Stack>
  );
}
