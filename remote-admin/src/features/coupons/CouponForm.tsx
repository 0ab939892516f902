import { showToast } from '@portal/shared';
import { type AdminCoupon, adminCouponFormSchema } from '@portal/shared/contract';
import { DayInput, useContractForm } from '@portal/shared/forms';
import { Switch } from '@portal/shared/overlays';
import { Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../common/api/get-catalogue-choices';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { useSaveCoupon } from './api/save-coupon';
import { couponFormOf } from './coupon-form';

/** Create or edit a coupon: code, amount or percent, minimum order, limits, who and what it is for, its days. */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(adminCouponFormSchema, couponFormOf(coupon));
  const [error, setError] = useState('');
  const save = useSaveCoupon();
  const groups = useCustomerGroups();
  const choices = useCatalogueChoices();

  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { id: coupon?.id ?? null, body: form.body() },
      {
        onSuccess: () => {
          showToast({ message: t('adminSaved') });
          onDone();
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm" role="group" aria-label={t(coupon ? 'adminCouponEdit' : 'adminCouponNew')}>
        <Group grow align="flex-start">
          <TextInput label={t('adminCouponCode')} {...form.getInputProps('code')} />
          <TextInput label={t('adminCouponTitle')} {...form.getInputProps('title')} />
          <TextInput label={t('adminCouponTitleKm')} {...form.getInputProps('titleKm')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCouponDiscountType')}
            data={[
              { value: 'percent', label: t('adminCouponPercent') },
              { value: 'amount', label: t('adminCouponAmount') },
            ]}
            {...form.getInputProps('discountType')}
          />
          <TextInput
            label={t(
              form.values.discountType === 'percent' ? 'adminCouponPercentValue' : 'adminCouponAmountValue',
            )}
            inputMode="decimal"
            {...form.getInputProps('value')}
          />
          <TextInput
            label={t('adminCouponMaxDiscount')}
            inputMode="decimal"
            {...form.getInputProps('maxDiscount')}
          />
          <TextInput
            label={t('adminCouponMinOrder')}
            inputMode="decimal"
            {...form.getInputProps('minOrder')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('adminCouponUsageLimit')}
            inputMode="numeric"
            {...form.getInputProps('usageLimit')}
          />
          <TextInput
            label={t('adminCouponUsageLimitPerUser')}
            inputMode="numeric"
            {...form.getInputProps('usageLimitPerUser')}
          />
          <DayInput label={t('adminCouponStartDate')} {...form.getInputProps('startDate')} />
          <DayInput label={t('adminCouponEndDate')} {...form.getInputProps('endDate')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCouponForGroup')}
            data={[
              { value: '', label: t('adminCouponEveryGroup') },
              ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
            ]}
            {...form.getInputProps('customerGroupId')}
          />
          <NativeSelect
            label={t('adminCouponForCategory')}
            data={[
              { value: '', label: t('adminCouponEveryCategory') },
              ...(choices.data?.categories ?? []).map((category) => ({
                value: String(category.id),
                label: category.parentId ? `— ${category.name}` : category.name,
              })),
            ]}
            {...form.getInputProps('categoryId')}
          />
        </Group>
        <Switch label={t('adminActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Text size="xs" c="dimmed">
          {t('adminCouponHint')}
        </Text>
        <FormActions error={error} saving={save.isPending} onSave={onSave} onCancel={onDone} />
      </Stack>
    </Paper>
  );
}
