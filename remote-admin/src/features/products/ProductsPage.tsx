import { formatUsd, PageHeading } from '@portal/shared';
import { adminProductStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../common/api/get-catalogue-choices';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { ChoiceFilter, SearchFilter, useListFilter } from '../../common/list-filters';
import { Pager } from '../../common/Pager';
import { type ProductFilter, productListParams, useProducts } from './api/get-products';

const noFilter: ProductFilter = { search: '', categoryId: '', status: '', offset: 0 };

const statusKey = { published: 'adminCataloguePublished', unpublished: 'adminCatalogueUnpublished' } as const;

/** Every product, published or not, with a name or SKU search and a category filter. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { filter, change, setOffset } = useListFilter(noFilter);
  const products = useProducts(filter);
  const choices = useCatalogueChoices();
  return (
    <Stack>
      <PageHeading titleKey="adminCatalogueProducts" />
      <Group align="flex-end">
        <SearchFilter
          label={t('adminCatalogueSearch')}
          value={filter.search}
          onChange={(search) => change({ search })}
        />
        <ChoiceFilter
          label={t('adminCatalogueCategory')}
          value={filter.categoryId}
          choices={(choices.data?.categories ?? []).map((category) => ({
            value: String(category.id),
            label: category.parentId ? `— ${category.name}` : category.name,
          }))}
          onChange={(categoryId) => change({ categoryId })}
        />
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          choices={adminProductStatuses.map((value) => ({ value, label: t(statusKey[value]) }))}
          onChange={(status) => change({ status })}
        />
        <CsvDownloadButton path="/products/export" params={productListParams(filter)} name="products" />
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
      <Pager meta={products.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
