import { formatUsd, PageHeading, showToast } from '@portal/shared';
import { type AdminProductDetail, phnomPenhDayOf } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { useNavigate, useParams } from '@portal/shared/router';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import {
  getProductForPromotion,
  useEndPromotion,
  useProductSearch,
  usePromotion,
  useSavePromotion,
} from './api/promotions';
import { bodyOf, draftOf, type PromotionDraft, priceCell } from './promotion-form';

/** Create or edit a promotion: titles, Phnom Penh days, products and their promotion prices per customer group. */
export default function PromotionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const promotion = usePromotion(id);
  const groups = useCustomerGroups();
  const save = useSavePromotion();
  const end = useEndPromotion();
  const [draft, setDraft] = useState<PromotionDraft | null>(
    id === null ? draftOf(null, phnomPenhDayOf(new Date())) : null,
  );
  const [products, setProducts] = useState<AdminProductDetail[]>([]);
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);

  useEffect(() => {
    if (promotion.data && draft === null) {
      setDraft(draftOf(promotion.data, phnomPenhDayOf(new Date())));
      Promise.all(
        promotion.data.productList.map((product) => getProductForPromotion(product.productId)),
      ).then(setProducts);
    }
  }, [promotion.data, draft]);

  if (!draft || (id !== null && promotion.isPending)) return <Skeleton h={240} />;
  const set = (patch: Partial<PromotionDraft>) => setDraft({ ...draft, ...patch });
  const addProduct = async (productId: number) => {
    if (draft.productIds.includes(productId)) return;
    const product = await getProductForPromotion(productId);
    setProducts((current) => [...current, product]);
    set({ productIds: [...draft.productIds, productId] });
    setSearch('');
  };
  const onSave = () =>
    save.mutate(
      {
        id,
        body: bodyOf(draft, (productId) =>
          (products.find((product) => product.id === productId)?.variants ?? []).map((variant) => variant.id),
        ),
      },
      {
        onSuccess: (saved) => {
          showToast({ message: t('adminPromotionSaved') });
          navigate(`/admin/promotions/${saved.id}`);
          if (id === null) setDraft(null);
        },
        onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
      },
    );
  const chosen = products.filter((product) => draft.productIds.includes(product.id));

  return (
    <Stack>
      <PageHeading titleKey={id === null ? 'adminPromotionNew' : 'adminPromotionPromotions'} />
      {promotion.data ? (
        <Group>
          <Badge>
            {t(`adminPromotion${promotion.data.status[0]?.toUpperCase()}${promotion.data.status.slice(1)}`)}
          </Badge>
          {promotion.data.status === 'ended' ? null : (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={end.isPending}
              onClick={() =>
                end.mutate(promotion.data.id, {
                  onSuccess: () => showToast({ message: t('adminPromotionSaved') }),
                  onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
                })
              }
            >
              {t('adminPromotionEndNow')}
            </Button>
          )}
        </Group>
      ) : null}
      <Paper withBorder p="md">
        <Stack>
          <Group grow>
            <TextInput
              label={t('adminPromotionTitle')}
              name="title"
              value={draft.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
            />
            <TextInput
              label={t('adminPromotionTitleKm')}
              name="titleKm"
              value={draft.titleKm}
              onChange={(event) => set({ titleKm: event.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              type="date"
              label={t('adminPromotionStartDate')}
              name="startDate"
              value={draft.startDate}
              onChange={(event) => set({ startDate: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('adminPromotionEndDate')}
              name="endDate"
              value={draft.endDate}
              onChange={(event) => set({ endDate: event.currentTarget.value })}
            />
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
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => set({ productIds: draft.productIds.filter((one) => one !== product.id) })}
                >
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
                        const cell = priceCell(variant.id, group.id);
                        return (
                          <Table.Td key={group.id}>
                            <TextInput
                              size="xs"
                              aria-label={`${t('adminPromotionPrice')} ${group.name}`}
                              data-cell={cell}
                              value={draft.prices[cell] ?? ''}
                              onChange={(event) =>
                                set({ prices: { ...draft.prices, [cell]: event.currentTarget.value } })
                              }
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
    </Stack>
  );
}
