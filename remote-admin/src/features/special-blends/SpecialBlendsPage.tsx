import { formatDate, formatUsd, PageHeading } from '@portal/shared';
import { type SpecialBlendStatus, specialBlendStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Group, NativeSelect, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../common/Pager';
import { type SpecialBlendFilter, useSpecialBlends } from './api/get-special-blends';
import { specialBlendStatusColour, specialBlendStatusKey } from './special-blend-status';

/** Partners' special-blend requests, newest first, pending ones by default. */
export default function SpecialBlendsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SpecialBlendFilter>({ status: 'pending', offset: 0 });
  const blends = useSpecialBlends(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminSpecialBlends" />
      <Group align="flex-end">
        <NativeSelect
          label={t('adminStatus')}
          value={filter.status}
          data={[
            { value: '', label: t('adminContentAllStatuses') },
            ...specialBlendStatuses.map((value) => ({ value, label: t(specialBlendStatusKey(value)) })),
          ]}
          onChange={(event) =>
            setFilter({ status: event.currentTarget.value as SpecialBlendStatus | '', offset: 0 })
          }
        />
      </Group>
      {blends.isPending ? (
        <Skeleton h={160} />
      ) : blends.data?.data.length ? (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminContentRequestedAt')}</Table.Th>
                <Table.Th>{t('adminSpecialBlendPartner')}</Table.Th>
                <Table.Th>{t('adminSpecialBlendBlend')}</Table.Th>
                <Table.Th>{t('adminSpecialBlendQuantityKg')}</Table.Th>
                <Table.Th>{t('adminSpecialBlendTotal')}</Table.Th>
                <Table.Th>{t('adminSpecialBlendDelivery')}</Table.Th>
                <Table.Th>{t('adminStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {blends.data.data.map((blend) => (
                <Table.Tr key={blend.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/special-blends/${blend.id}`}>
                      {formatDate(blend.createdAt)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {blend.customerName}
                    <Text size="xs" c="dimmed">
                      {[blend.phone, blend.storeName].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{blend.blendName}</Table.Td>
                  <Table.Td>{blend.quantityKg}</Table.Td>
                  <Table.Td>{formatUsd(blend.agreedTotalCents ?? blend.requestedTotalCents)}</Table.Td>
                  <Table.Td>
                    {blend.deliveryDate
                      ? formatDate(blend.deliveryDate)
                      : `${formatDate(blend.expectedFrom)} – ${formatDate(blend.expectedTo)}`}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={specialBlendStatusColour[blend.status]}>
                      {t(specialBlendStatusKey(blend.status))}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            meta={blends.data.meta}
            onOffset={(offset) => setFilter((current) => ({ ...current, offset }))}
          />
        </>
      ) : (
        <Text c="dimmed">{t('adminSpecialBlendNone')}</Text>
      )}
    </Stack>
  );
}
