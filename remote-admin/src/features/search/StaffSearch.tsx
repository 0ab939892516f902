import { formatUsd } from '@portal/shared';
import { orderStatusKey } from '@portal/shared/contract';
import { Combobox, useCombobox, useDebouncedValue } from '@portal/shared/overlays';
import { useNavigate } from '@portal/shared/router';
import { Badge, Group, Loader, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffSearch } from './api/search';
import { hitPath } from './search-hits';

/**
 * One box for the whole back office: an order number, a phone, an e-mail, a name, a SKU or a product name; the hits
 * come grouped (only the lists the role opens), arrows move through them and Enter opens one.
 */
export function StaffSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 250);
  const search = useStaffSearch(q);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const result = search.data;
  const groups = result
    ? [
        {
          key: 'adminSearchOrders',
          options: result.orders.map((order) => ({
            value: `order:${order.id}`,
            main: order.orderNumber,
            detail: `${order.customerName} · ${t(orderStatusKey(order.status))} · ${formatUsd(order.totalAmount)}`,
            partner: false,
          })),
        },
        {
          key: 'adminSearchCustomers',
          options: result.customers.map((customer) => ({
            value: `customer:${customer.id}`,
            main: customer.name,
            detail: [customer.phone, customer.email].filter(Boolean).join(' · '),
            partner: customer.isBusinessPartner,
          })),
        },
        {
          key: 'adminSearchProducts',
          options: result.products.map((product) => ({
            value: `product:${product.id}`,
            main: product.name,
            detail: [product.nameKm, product.sku].filter(Boolean).join(' · '),
            partner: false,
          })),
        },
      ].filter((group) => group.options.length > 0)
    : [];

  const open = (value: string) => {
    const path = result && hitPath(value, result);
    if (!path) return;
    combobox.closeDropdown();
    setTyped('');
    navigate(path);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open}>
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label={t('adminSearchLabel')}
          placeholder={t('adminSearchPlaceholder')}
          value={typed}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q.length < 2 || !result}>
        <Combobox.Options>
          {groups.length === 0 ? (
            <Combobox.Empty>{t('adminSearchNothing', { q })}</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.key} label={t(group.key)}>
                {group.options.map((option) => (
                  <Combobox.Option key={option.value} value={option.value}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {option.main}
                      </Text>
                      {option.partner ? (
                        <Badge size="xs" variant="light">
                          {t('adminSearchPartner')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {option.detail}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
