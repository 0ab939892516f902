import { formatUsd, PageHeading, showToast } from '@portal/shared';
import { type AdminCoupon, adminCouponStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { dateRangeText } from '../../common/date-range';
import { errorKeyOf } from '../../common/error-key';
import { ChoiceFilter, SearchFilter, useListFilter } from '../../common/list-filters';
import { Pager } from '../../common/Pager';
import { useDeactivateCoupon } from './api/deactivate-coupon';
import { type CouponFilter, couponListParams, useCoupons } from './api/get-coupons';
import { CouponForm } from './CouponForm';

const noFilter: CouponFilter = { search: '', status: '', offset: 0 };

/** "10 %" or "$5.00", with the cap and the minimum order. */
function Discount({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  return [
    coupon.discountType === 'percent' ? `${coupon.discountValue} %` : formatUsd(coupon.discountValue),
    coupon.maxDiscountCents !== null
      ? t('adminCouponUpTo', { amount: formatUsd(coupon.maxDiscountCents) })
      : '',
    coupon.minOrderCents > 0 ? t('adminCouponFrom', { amount: formatUsd(coupon.minOrderCents) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Every coupon with how often it was used; one form to create or edit, and deactivation. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const { filter, change, setOffset } = useListFilter(noFilter);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const coupons = useCoupons(filter);
  const deactivate = useDeactivateCoupon();
  const onDeactivate = (coupon: AdminCoupon) =>
    deactivate.mutate(coupon.id, {
      onSuccess: () => showToast({ message: t('adminCouponDeactivated', { code: coupon.code }) }),
      onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
    });
  return (
    <Stack>
      <PageHeading titleKey="adminCouponCoupons" />
      <Group align="flex-end">
        <SearchFilter
          label={t('adminCouponSearch')}
          value={filter.search}
          onChange={(search) => change({ search })}
        />
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          choices={adminCouponStatuses.map((value) => ({
            value,
            label: t(value === 'active' ? 'adminActive' : 'adminInactive'),
          }))}
          onChange={(status) => change({ status })}
        />
        <CsvDownloadButton path="/coupons/export" params={couponListParams(filter)} name="coupons" />
        <CsvDownloadButton
          path="/coupons/uses/export"
          params={couponListParams(filter)}
          name="coupon-uses"
          labelKey="adminCouponUsesCsv"
        />
        {editing ? null : (
          <Button ml="auto" onClick={() => setEditing('new')}>
            {t('adminCouponNew')}
          </Button>
        )}
      </Group>
      {editing ? (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {coupons.isPending ? (
        <Skeleton h={160} />
      ) : coupons.data?.data.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminCouponCode')}</Table.Th>
              <Table.Th>{t('adminCouponDiscount')}</Table.Th>
              <Table.Th>{t('adminCouponDays')}</Table.Th>
              <Table.Th>{t('adminCouponUsed')}</Table.Th>
              <Table.Th>{t('adminStatus')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coupons.data.data.map((coupon) => (
              <Table.Tr key={coupon.id} data-testid="admin-coupon" data-code={coupon.code}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {coupon.code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {coupon.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Discount coupon={coupon} />
                </Table.Td>
                <Table.Td>{dateRangeText(t, coupon.startDate, coupon.endDate)}</Table.Td>
                <Table.Td data-testid="admin-coupon-used">
                  {coupon.usageLimit === null
                    ? coupon.usedCount
                    : t('adminCouponUsedOf', { used: coupon.usedCount, limit: coupon.usageLimit })}
                </Table.Td>
                <Table.Td>
                  <Badge color={coupon.isActive ? 'green' : 'gray'}>
                    {t(coupon.isActive ? 'adminActive' : 'adminInactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(coupon)}>
                      {t('adminEdit')}
                    </Button>
                    {coupon.isActive ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onDeactivate(coupon)}
                        loading={deactivate.isPending && deactivate.variables === coupon.id}
                      >
                        {t('adminCouponDeactivate')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminNothingHere')}</Text>
      )}
      <Pager meta={coupons.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}
