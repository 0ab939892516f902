import { formatDate, formatUsd, PageHeading } from '@portal/shared';
import { type QuotationStatus, quotationStatuses } from '@portal/shared/contract';
import { Table } from '@portal/shared/overlays';
import { Link } from '@portal/shared/router';
import { Anchor, Badge, Group, NativeSelect, Skeleton, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../common/Pager';
import { type QuotationFilter, useQuotations } from './api/get-quotations';
import { quotationStatusColour, quotationStatusKey } from './quotation-status';

/** Package-promotion quote requests, newest first, new ones by default. */
export default function QuotationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QuotationFilter>({ status: 'new', offset: 0 });
  const quotations = useQuotations(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminContentQuotations" />
      <Group align="flex-end">
        <NativeSelect
          label={t('adminStatus')}
          value={filter.status}
          data={[
            { value: '', label: t('adminContentAllStatuses') },
            ...quotationStatuses.map((value) => ({ value, label: t(quotationStatusKey(value)) })),
          ]}
          onChange={(event) =>
            setFilter({ status: event.currentTarget.value as QuotationStatus | '', offset: 0 })
          }
        />
      </Group>
      {quotations.isPending ? (
        <Skeleton h={160} />
      ) : quotations.data?.data.length ? (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminContentRequestedAt')}</Table.Th>
                <Table.Th>{t('adminContentCustomer')}</Table.Th>
                <Table.Th>{t('adminContentPackage')}</Table.Th>
                <Table.Th>{t('adminContentQuantity')}</Table.Th>
                <Table.Th>{t('adminContentQuotedPrice')}</Table.Th>
                <Table.Th>{t('adminStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotations.data.data.map((quotation) => (
                <Table.Tr key={quotation.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/quotations/${quotation.id}`}>
                      {formatDate(quotation.createdAt)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {quotation.name}
                    <Text size="xs" c="dimmed">
                      {quotation.phone}
                      {quotation.company ? ` · ${quotation.company}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{quotation.productName}</Table.Td>
                  <Table.Td>{quotation.quantity}</Table.Td>
                  <Table.Td>
                    {quotation.quotedPriceCents === null ? '' : formatUsd(quotation.quotedPriceCents)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={quotationStatusColour[quotation.status]}>
                      {t(quotationStatusKey(quotation.status))}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager
            meta={quotations.data.meta}
            onOffset={(offset) => setFilter((current) => ({ ...current, offset }))}
          />
        </>
      ) : (
        <Text c="dimmed">{t('adminContentNoQuotations')}</Text>
      )}
    </Stack>
  );
}
