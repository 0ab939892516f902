import { formatUsd, PageHeading } from '@portal/shared';
import { quotationStatuses } from '@portal/shared/contract';
import { Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, useListFilter } from '../../common/list-filters';
import { RequestTable } from '../../common/request-desk/RequestTable';
import { type QuotationFilter, useQuotations } from './api/get-quotations';
import { quotationStatusColour, quotationStatusKey } from './quotation-status';

const newOnes: QuotationFilter = { status: 'new', offset: 0 };

/** Package-promotion quote requests, newest first, new ones by default. */
export default function QuotationsPage() {
  const { t } = useTranslation();
  const { filter, change, setOffset } = useListFilter(newOnes);
  const quotations = useQuotations(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminContentQuotations" />
      <Group align="flex-end">
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          allKey="adminContentAllStatuses"
          choices={quotationStatuses.map((value) => ({ value, label: t(quotationStatusKey(value)) }))}
          onChange={(status) => change({ status })}
        />
      </Group>
      <RequestTable
        requests={quotations}
        path="/admin/quotations"
        columns={[
          {
            titleKey: 'adminContentCustomer',
            cell: (quotation) => (
              <>
                {quotation.name}
                <Text size="xs" c="dimmed">
                  {quotation.phone}
                  {quotation.company ? ` · ${quotation.company}` : ''}
                </Text>
              </>
            ),
          },
          { titleKey: 'adminContentPackage', cell: (quotation) => quotation.productName },
          { titleKey: 'adminContentQuantity', cell: (quotation) => quotation.quantity },
          {
            titleKey: 'adminContentQuotedPrice',
            cell: (quotation) =>
              quotation.quotedPriceCents === null ? '' : formatUsd(quotation.quotedPriceCents),
          },
        ]}
        status={(quotation) => ({
          colour: quotationStatusColour[quotation.status],
          labelKey: quotationStatusKey(quotation.status),
        })}
        emptyKey="adminContentNoQuotations"
        onOffset={setOffset}
      />
    </Stack>
  );
}
