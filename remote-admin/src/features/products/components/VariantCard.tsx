import { formatDate, showToast } from '@portal/shared';
import {
  type AdminVariant,
  adminStockAdjustmentFormSchema,
  adminVariantPricesFormSchema,
  adminVariantUpdateFormSchema,
  type CustomerGroup,
  generalCustomerGroupId,
} from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Switch, Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../../common/CsvDownloadButton';
import { errorKeyOf } from '../../../common/error-key';
import { useAdjustStock } from '../api/adjust-stock';
import { useStockMovements } from '../api/get-stock-movements';
import { useUpdateVariant } from '../api/save-variant';
import { useSetVariantPrices } from '../api/set-variant-prices';
import { priceRowsOf } from '../price-rows';

/** One variant: its SKU and whether it is sold, its price per customer group, and its stock with the adjustments. */
export function VariantCard({
  variant,
  groups,
  canPrice,
  canStock,
}: {
  variant: AdminVariant;
  groups: readonly CustomerGroup[];
  canPrice: boolean;
  canStock: boolean;
}) {
  const { t } = useTranslation();
  const title = variant.name || t('adminCatalogueOnlyVariant');
  return (
    <Paper withBorder p="md" data-testid="admin-variant" data-sku={variant.sku}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="admin-variant-stock">
              {t('adminStockInStock', { stock: variant.stock })}
            </Badge>
            <Badge color={variant.isActive ? 'green' : 'gray'}>
              {t(variant.isActive ? 'adminCatalogueOnSale' : 'adminCatalogueNotOnSale')}
            </Badge>
          </Group>
        </Group>
        <VariantBasics variant={variant} />
        {canPrice ? <PriceEditor variant={variant} groups={groups} /> : null}
        {canStock ? <StockAdjuster variant={variant} /> : null}
      </Stack>
    </Paper>
  );
}

function VariantBasics({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation();
  const form = useContractForm(adminVariantUpdateFormSchema, {
    sku: variant.sku,
    isActive: variant.isActive,
    lowStockLevel: variant.lowStockLevel === null ? '' : String(variant.lowStockLevel),
  });
  const [error, setError] = useState('');
  const save = useUpdateVariant();
  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { variantId: variant.id, body: form.body() },
      {
        onSuccess: () => {
          setError('');
          showToast({ message: t('adminSaved') });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };
  return (
    <Group align="flex-end">
      <TextInput
        label={t('adminCatalogueSku')}
        {...form.getInputProps('sku')}
        error={error ? t(error) : undefined}
      />
      <TextInput
        w={200}
        inputMode="numeric"
        label={t('adminVariantLowStockLevel')}
        {...form.getInputProps('lowStockLevel')}
      />
      <Switch
        label={t('adminCatalogueOnSale')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
        mb={8}
      />
      <Button variant="default" onClick={onSave} loading={save.isPending}>
        {t('adminSave')}
      </Button>
    </Group>
  );
}

function PriceEditor({ variant, groups }: { variant: AdminVariant; groups: readonly CustomerGroup[] }) {
  const { t } = useTranslation();
  const form = useContractForm(adminVariantPricesFormSchema, { prices: priceRowsOf(groups, variant.prices) });
  const [error, setError] = useState('');
  const generalPrice =
    form.values.prices.find((row) => row.customerGroupId === generalCustomerGroupId)?.price ?? '';
  const save = useSetVariantPrices();
  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { variantId: variant.id, body: form.body() },
      {
        onSuccess: () => {
          setError('');
          showToast({ message: t('adminCataloguePricesSaved') });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('adminCataloguePrices')}>
      <Text fw={600} size="sm">
        {t('adminCataloguePrices')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCustomerGroup')}</Table.Th>
            <Table.Th>{t('adminCataloguePriceUsd')}</Table.Th>
            <Table.Th>{t('adminCatalogueCompareAtUsd')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.prices.map((row, index) => {
            const group = groups.find((candidate) => candidate.id === row.customerGroupId);
            // A group without its own price pays the general one: say so beside the blank box.
            const paysGeneral =
              row.customerGroupId !== generalCustomerGroupId && !row.price.trim() && !!generalPrice.trim();
            return (
              <Table.Tr key={row.customerGroupId}>
                <Table.Td>{group?.name}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('adminCataloguePriceFor', { group: group?.name })}
                    inputMode="decimal"
                    placeholder={paysGeneral ? generalPrice : undefined}
                    description={paysGeneral ? t('adminCataloguePaysGeneralPrice') : undefined}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    {...form.getInputProps(`prices.${index}.price`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('adminCatalogueCompareAtFor', { group: group?.name })}
                    inputMode="decimal"
                    {...form.getInputProps(`prices.${index}.compareAt`)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('adminCataloguePricesHint')}
      </Text>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Button w="fit-content" onClick={onSave} loading={save.isPending}>
        {t('adminCatalogueSavePrices')}
      </Button>
    </Stack>
  );
}

function StockAdjuster({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation();
  const form = useContractForm(adminStockAdjustmentFormSchema, { quantity: '', reason: '' });
  const [error, setError] = useState('');
  const adjust = useAdjustStock();
  const movements = useStockMovements(variant.id);
  const onAdjust = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    adjust.mutate(
      { variantId: variant.id, body: form.body() },
      {
        onSuccess: (adjusted) => {
          form.reset();
          setError('');
          showToast({ message: t('adminStockAdjusted', { stock: adjusted.stock }) });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('adminStockAdjust')}>
      <Text fw={600} size="sm">
        {t('adminStockAdjust')}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('adminStockChange')}
          description={t('adminStockChangeHint')}
          {...form.getInputProps('quantity')}
          w={200}
        />
        <TextInput label={t('adminStockReason')} {...form.getInputProps('reason')} w={320} />
        <Button onClick={onAdjust} loading={adjust.isPending}>
          {t('adminStockApply')}
        </Button>
        {movements.data?.data.length ? (
          <CsvDownloadButton
            path={`/variants/${variant.id}/stock-movements/export`}
            params={{}}
            name={`stock-movements-${variant.sku}`}
          />
        ) : null}
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      {movements.data?.data.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminWhen')}</Table.Th>
              <Table.Th>{t('adminStockChange')}</Table.Th>
              <Table.Th>{t('adminStockAfter')}</Table.Th>
              <Table.Th>{t('adminStockReason')}</Table.Th>
              <Table.Th>{t('adminWho')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movements.data.data.map((movement) => (
              <Table.Tr key={movement.id}>
                <Table.Td>{formatDate(movement.createdAt)}</Table.Td>
                <Table.Td>{movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}</Table.Td>
                <Table.Td>{movement.stockAfter}</Table.Td>
                <Table.Td>
                  {movement.orderNumber
                    ? t(movement.reason, { number: movement.orderNumber })
                    : movement.reason}
                </Table.Td>
                <Table.Td>{movement.staffName ?? t('adminStockByCustomer')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
