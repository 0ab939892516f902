import { formatDate, formatUsd, PageHeading } from '@portal/shared';
import { specialBlendStatuses } from '@portal/shared/contract';
import { Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, useListFilter } from '../../common/list-filters';
import { RequestTable } from '../../common/request-desk/RequestTable';
import { type SpecialBlendFilter, useSpecialBlends } from './api/get-special-blends';
import { specialBlendStatusColour, specialBlendStatusKey } from './special-blend-status';

const pendingOnes: SpecialBlendFilter = { status: 'pending', offset: 0 };

/** Partners' special-blend requests, newest first, pending ones by default. */
export default function SpecialBlendsPage() {
  const { t } = useTranslation();
  const { filter, change, setOffset } = useListFilter(pendingOnes);
  const blends = useSpecialBlends(filter);
  return (
    <Stack>
      <PageHeading titleKey="adminSpecialBlends" />
      <Group align="flex-end">
        <ChoiceFilter
          label={t('adminStatus')}
          value={filter.status}
          allKey="adminContentAllStatuses"
          choices={specialBlendStatuses.map((value) => ({ value, label: t(specialBlendStatusKey(value)) }))}
          onChange={(status) => change({ status })}
        />
      </Group>
      <RequestTable
        requests={blends}
        path="/admin/special-blends"
        columns={[
          {
            titleKey: 'adminSpecialBlendPartner',
            cell: (blend) => (
              <>
                {blend.customerName}
                <Text size="xs" c="dimmed">
                  {[blend.phone, blend.storeName].filter(Boolean).join(' · ')}
                </Text>
              </>
            ),
          },
          { titleKey: 'adminSpecialBlendBlend', cell: (blend) => blend.blendName },
          { titleKey: 'adminSpecialBlendQuantityKg', cell: (blend) => blend.quantityKg },
          {
            titleKey: 'adminSpecialBlendTotal',
            cell: (blend) => formatUsd(blend.agreedTotalCents ?? blend.requestedTotalCents),
          },
          {
            titleKey: 'adminSpecialBlendDelivery',
            cell: (blend) =>
              blend.deliveryDate
                ? formatDate(blend.deliveryDate)
                : `${formatDate(blend.expectedFrom)} – ${formatDate(blend.expectedTo)}`,
          },
        ]}
        status={(blend) => ({
          colour: specialBlendStatusColour[blend.status],
          labelKey: specialBlendStatusKey(blend.status),
        })}
        emptyKey="adminSpecialBlendNone"
        onOffset={setOffset}
      />
    </Stack>
  );
}
