import { formatUsd, PageHeading, showToast } from '@portal/shared';
import { type AdminCustomer, creditLineFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../common/CsvDownloadButton';
import { errorKeyOf } from '../../common/error-key';
import { centsToDollarText } from '../../common/money';
import { Pager } from '../../common/Pager';
import { useCustomers } from './api/get-customers';
import { useSetCreditLine } from './api/set-credit-line';

/** Business partners, their credit lines and what their unpaid credit-line orders use of them. */
export default function CreditLinesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const customers = useCustomers({ search, businessPartnersOnly: true, offset });
  return (
    <Stack>
      <PageHeading titleKey="adminCreditLines" />
      <Group align="flex-end">
        <TextInput
          label={t('adminSearchCustomers')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setOffset(0);
          }}
          w={320}
        />
        <CsvDownloadButton
          path="/customers/export"
          params={{ ...(search ? { search } : {}), businessPartnersOnly: 'true' }}
          name="business-partners"
        />
      </Group>
      {customers.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminCustomer')}</Table.Th>
              <Table.Th>{t('adminCustomerGroup')}</Table.Th>
              <Table.Th>{t('adminCreditLine')}</Table.Th>
              <Table.Th>{t('adminCreditUsed')}</Table.Th>
              <Table.Th>{t('adminCreditAvailable')}</Table.Th>
              <Table.Th>{t('adminNewCreditLine')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {customers.data?.data.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Pager meta={customers.data?.meta} onOffset={setOffset} />
    </Stack>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const form = useContractForm(creditLineFormSchema, {
    creditLine: centsToDollarText(customer.creditLineCents),
  });
  const [error, setError] = useState('');
  const save = useSetCreditLine();
  const name = `${customer.firstName} ${customer.lastName}`;
  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    setError('');
    save.mutate(
      { userId: customer.id, creditLineCents: form.body().creditLineCents },
      {
        onSuccess: () => showToast({ message: t('adminSaved') }),
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{name}</Text>
        <Text size="xs" c="dimmed">
          {customer.phone ?? customer.email}
        </Text>
      </Table.Td>
      <Table.Td>{customer.customerGroupName}</Table.Td>
      <Table.Td>{customer.creditLineCents === null ? '—' : formatUsd(customer.creditLineCents)}</Table.Td>
      <Table.Td>{formatUsd(customer.creditUsedCents)}</Table.Td>
      <Table.Td>
        {customer.creditAvailableCents === null ? '—' : formatUsd(customer.creditAvailableCents)}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('adminNewCreditLineOf', { name })}
            inputMode="decimal"
            size="xs"
            {...form.getInputProps('creditLine')}
            error={error ? t(error) : undefined}
          />
          <Button size="xs" onClick={onSave} loading={save.isPending}>
            {t('adminSave')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
