import { formatUsd, showToast } from '@portal/shared';
import {
  type AdminProductDetail,
  type AdminPromotionDetail,
  adminPromotionFormSchema,
  phnomPenhDayOf,
} from '@portal/shared/contract';
import { DayInput, useContractForm } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { useNavigate } from '@portal/shared/router';
import { Button, Group, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { getProductForPromotion, useProductSearch, useSavePromotion } from './api/promotions';
import { draftOf, priceCell } from './promotion-form';

/**
 * A new promotion, or an edit of `promotion`: titles, Phnom Penh days, products and their promotion prices per
 * customer group. What is wrong shows as a toast.
 */
export function PromotionForm({ promotion }: { promotion: AdminPromotionDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useCustomerGroups();
  const save = useSavePromotion();
  const form = useContractForm(adminPromotionFormSchema, draftOf(promotion, phnomPenhDayOf(new Date())));
  // The products' variants and regular prices, loaded once for the products the promotion had when opened.
  const [opened] = useState(promotion);
  const [products, setProducts] = useState<AdminProductDetail[]>([]);
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);

  useEffect(() => {
    if (!opened) return;
    Promise.all(opened.productList.map((product) => getProductForPromotion(product.productId))).then(
      setProducts,
    );
  }, [opened]);

  const isChosen = (productId: number) => form.values.products.some((one) => one.productId === productId);
  const addProduct = async (productId: number) => {
    if (isChosen(productId)) return;
    const product = await getProductForPromotion(productId);
    setProducts((current) => [...current, product]);
    form.insertListItem('products', { productId, variantIds: product.variants.map((variant) => variant.id) });
    setSearch('');
  };
  const removeProduct = (productId: number) =>
    form.removeListItem(
      'products',
      form.values.products.findIndex((one) => one.productId === productId),
    );
  /** A price cell's input: the typed row once there is one, else a blank cell that becomes one when typed in. */
  const priceProps = (variantId: number, customerGroupId: number) => {
    const index = form.values.prices.findIndex(
      (row) => row.variantId === variantId && row.customerGroupId === customerGroupId,
    );
    if (index >= 0) return form.getInputProps(`prices.${index}.price`);
    return {
      value: '',
      onChange: (event: { currentTarget: { value: string } }) =>
        form.insertListItem('prices', { variantId, customerGroupId, price: event.currentTarget.value }),
    };
  };
  const onSave = () => {
    const invalid = form.check();
    if (invalid) return showToast({ message: t(invalid) });
    save.mutate(
      { id: promotion?.id ?? null, body: form.body() },
      {
        onSuccess: (saved) => {
          showToast({ message: t('adminPromotionSaved') });
          navigate(`/admin/promotions/${saved.id}`);
        },
        onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
      },
    );
  };
  const chosen = products.filter((product) => isChosen(product.id));

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group grow>
          <TextInput label={t('adminPromotionTitle')} name="title" {...form.getInputProps('title')} />
          <TextInput label={t('adminPromotionTitleKm')} name="titleKm" {...form.getInputProps('titleKm')} />
        </Group>
        <Group grow>
          <DayInput
            label={t('adminPromotionStartDate')}
            name="startDate"
            {...form.getInputProps('startDate')}
          />
          <DayInput label={t('adminPromotionEndDate')} name="endDate" {...form.getInputProps('endDate')} />
        </Group>
        <TextInput
          label={t('adminPromotionSearchProduct')}
          name="productSearch"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {(found.data ?? []).map((product) => (
          <Group key={product.id} justify="space-between" data-testid="admin-promotion-found">
            <Text size="sm">{product.name}</Text>
            <Button size="xs" variant="light" onClick={() => addProduct(product.id)}>
              {t('adminPromotionAddProduct')}
            </Button>
          </Group>
        ))}
        {chosen.map((product) => (
          <Paper key={product.id} withBorder p="sm" data-testid="admin-promotion-product">
            <Group justify="space-between">
              <Text fw={600}>{product.name}</Text>
              <Button size="xs" variant="subtle" color="red" onClick={() => removeProduct(product.id)}>
                {t('adminPromotionRemove')}
              </Button>
            </Group>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {(groups.data ?? []).map((group) => (
                    <Table.Th key={group.id}>{group.name}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.variants.map((variant) => (
                  <Table.Tr key={variant.id}>
                    <Table.Td>{variant.name || variant.sku}</Table.Td>
                    {(groups.data ?? []).map((group) => {
                      const regular = variant.prices.find((price) => price.customerGroupId === group.id);
                      return (
                        <Table.Td key={group.id}>
                          <TextInput
                            size="xs"
                            aria-label={`${t('adminPromotionPrice')} ${group.name}`}
                            data-cell={priceCell(variant.id, group.id)}
                            {...priceProps(variant.id, group.id)}
                          />
                          {regular ? (
                            <Text size="xs" c="dimmed">
                              {t('adminPromotionRegularPrice')}: {formatUsd(regular.priceCents)}
                            </Text>
                          ) : null}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
        <Group>
          <Button onClick={onSave} loading={save.isPending}>
            {t('adminTaxonomySave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
