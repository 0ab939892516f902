import { PageHeading } from '@portal/shared';
import { type AdminPromotionStatus, adminPromotionStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Button, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeText } from '../../common/date-range';
import { usePackagePromotions, usePromotions } from './api/promotions';

const statusKey: Record<AdminPromotionStatus, string> = {
  running: 'adminPromotionRunning',
  upcoming: 'adminPromotionUpcoming',
  ended: 'adminPromotionEnded',
};

/** Promotions running, upcoming or ended, and the package promotions (products of category 7). */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdminPromotionStatus>('running');
  const promotions = usePromotions(status);
  const packages = usePackagePromotions();
  return (
    <Stack>
      <PageHeading titleKey="adminPromotionPromotions" />
      <Group align="flex-end">
        <NativeSelect
          aria-label={t('adminStatus')}
          value={status}
          data={adminPromotionStatuses.map((value) => ({ value, label: t(statusKey[value]) }))}
          onChange={(event) => setStatus(event.currentTarget.value as AdminPromotionStatus)}
        />
        <Button ml="auto" component={Link} to="/admin/promotions/new">
          {t('adminPromotionNew')}
        </Button>
      </Group>
      {promotions.isPending ? (
        <Skeleton h={160} />
      ) : promotions.data?.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPromotionTitle')}</Table.Th>
              <Table.Th>{t('adminPromotionDays')}</Table.Th>
              <Table.Th>{t('adminTaxonomyProducts')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {promotions.data.map((promotion) => (
              <Table.Tr key={promotion.id} data-testid="admin-promotion">
                <Table.Td>
                  <Anchor component={Link} to={`/admin/promotions/${promotion.id}`}>
                    {promotion.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {promotion.titleKm}
                  </Text>
                </Table.Td>
                <Table.Td>{dateRangeText(t, promotion.startDate, promotion.endDate)}</Table.Td>
                <Table.Td>{promotion.products}</Table.Td>
                <Table.Td>
                  <Badge color={promotion.status === 'running' ? 'green' : 'gray'}>
                    {t(statusKey[promotion.status])}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('adminPromotionNoPromotions')}</Text>
      )}
      <Title order={3}>{t('adminPromotionPackages')}</Title>
      {packages.isPending ? (
        <Skeleton h={80} />
      ) : (
        <Table>
          <Table.Tbody>
            {(packages.data ?? []).map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/products/${product.id}`}>
                    {product.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{product.categoryName}</Table.Td>
                <Table.Td>
                  {product.isActive ? <Badge color="green">{t('adminTaxonomyPublished')}</Badge> : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
