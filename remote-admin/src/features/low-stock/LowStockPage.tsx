import { PageHeading, showToast } from '@portal/shared';
import { stockChangeOf } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useLowStock } from './api/get-low-stock';
import { useRestock } from './api/restock';

/** Variants at or under their low-stock level, restocked several at once: a quantity per row, one reason. */
export default function LowStockPage() {
  const { t, i18n } = useTranslation();
  const low = useLowStock(0);
  const restock = useRestock();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const khmer = i18n.language.startsWith('km');

  const items = Object.entries(quantities)
    .filter(([, text]) => text.trim() !== '')
    .map(([variantId, text]) => ({ variantId: Number(variantId), quantity: stockChangeOf(text) ?? 0 }));
  const submit = () => {
    setError(null);
    restock.mutate(
      { items, reason },
      {
        onSuccess: () => {
          setQuantities({});
          setReason('');
          showToast({ message: t('adminLowStockRestocked', { count: items.length }), color: 'green' });
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };

  return (
    <Stack>
      <PageHeading titleKey="adminLowStock" />
      {low.data && <Text size="sm">{t('adminLowStockHint', { level: low.data.defaultLevel })}</Text>}
      {low.isPending && <Skeleton h={120} />}
      {low.data?.total === 0 && <Text c="dimmed">{t('adminLowStockNone')}</Text>}
      {low.data && low.data.total > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table striped data-testid="low-stock-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('csvProduct')}</Table.Th>
                <Table.Th>{t('csvStock')}</Table.Th>
                <Table.Th>{t('adminLowStockLevel')}</Table.Th>
                <Table.Th>{t('adminLowStockAdd')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {low.data.items.map((variant) => (
                <Table.Tr key={variant.variantId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/products/${variant.productId}`} size="sm">
                      {khmer && variant.productNameKm ? variant.productNameKm : variant.productName}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {variant.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>{variant.stock}</Table.Td>
                  <Table.Td>{variant.level}</Table.Td>
                  <Table.Td>
                    <TextInput
                      w={90}
                      inputMode="numeric"
                      aria-label={t('adminLowStockAddFor', { sku: variant.sku })}
                      value={quantities[variant.variantId] ?? ''}
                      onChange={(event) =>
                        setQuantities({ ...quantities, [variant.variantId]: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {low.data && low.data.total > 0 && (
        <Group align="flex-end">
          <TextInput
            label={t('adminStockReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
          />
          <Button onClick={submit} disabled={items.length === 0} loading={restock.isPending}>
            {t('adminLowStockRestock')}
          </Button>
        </Group>
      )}
      {error && <Alert color="red">{t(error)}</Alert>}
    </Stack>
  );
}
