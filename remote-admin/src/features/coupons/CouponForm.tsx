import { showToast } from '@portal/shared';
import type { AdminCoupon } from '@portal/shared/contract';
import { Switch } from '@portal/shared/overlays';
import { Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../common/api/get-catalogue-choices';
import { useCustomerGroups } from '../../common/api/get-customer-groups';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { useSaveCoupon } from './api/save-coupon';
import { couponBodyOf, couponFormOf, type CouponForm as Form } from './coupon-form';

/** Create or edit a coupon: code, amount or percent, minimum order, limits, who and what it is for, its days. */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => couponFormOf(coupon));
  const [error, setError] = useState('');
  const save = useSaveCoupon();
  const groups = useCustomerGroups();
  const choices = useCatalogueChoices();
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const text = (key: keyof Form) => ({
    value: form[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => set({ [key]: event.currentTarget.value }),
  });

  const onSave = () => {
    const { body, error: invalid } = couponBodyOf(form);
    if (!body) return setError(invalid);
    save.mutate(
      { id: coupon?.id ?? null, body },
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
          <TextInput label={t('adminCouponCode')} {...text('code')} />
          <TextInput label={t('adminCouponTitle')} {...text('title')} />
          <TextInput label={t('adminCouponTitleKm')} {...text('titleKm')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCouponDiscountType')}
            value={form.discountType}
            data={[
              { value: 'percent', label: t('adminCouponPercent') },
              { value: 'amount', label: t('adminCouponAmount') },
            ]}
            onChange={(event) => set({ discountType: event.currentTarget.value as Form['discountType'] })}
          />
          <TextInput
            label={t(form.discountType === 'percent' ? 'adminCouponPercentValue' : 'adminCouponAmountValue')}
            inputMode="decimal"
            {...text('value')}
          />
          <TextInput label={t('adminCouponMaxDiscount')} inputMode="decimal" {...text('maxDiscount')} />
          <TextInput label={t('adminCouponMinOrder')} inputMode="decimal" {...text('minOrder')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('adminCouponUsageLimit')} inputMode="numeric" {...text('usageLimit')} />
          <TextInput
            label={t('adminCouponUsageLimitPerUser')}
            inputMode="numeric"
            {...text('usageLimitPerUser')}
          />
          <TextInput type="date" label={t('adminCouponStartDate')} {...text('startDate')} />
          <TextInput type="date" label={t('adminCouponEndDate')} {...text('endDate')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCouponForGroup')}
            value={form.customerGroupId}
            data={[
              { value: '', label: t('adminCouponEveryGroup') },
              ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
            ]}
            onChange={(event) => set({ customerGroupId: event.currentTarget.value })}
          />
          <NativeSelect
            label={t('adminCouponForCategory')}
            value={form.categoryId}
            data={[
              { value: '', label: t('adminCouponEveryCategory') },
              ...(choices.data?.categories ?? []).map((category) => ({
                value: String(category.id),
                label: category.parentId ? `— ${category.name}` : category.name,
              })),
            ]}
            onChange={(event) => set({ categoryId: event.currentTarget.value })}
          />
        </Group>
        <Switch
          label={t('adminActive')}
          checked={form.isActive}
          onChange={(event) => set({ isActive: event.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed">
          {t('adminCouponHint')}
        </Text>
        <FormActions error={error} saving={save.isPending} onSave={onSave} onCancel={onDone} />
      </Stack>
    </Paper>
  );
}
