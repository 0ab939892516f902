import {
  expectedDeliveryText,
  formatUsd,
  isLoggedInAtom,
  PageHeading,
  showToast,
  toClientError,
  useQuery,
} from '@portal/shared';
import {
  type SpecialBlendStatus,
  specialBlendFormSchema,
  specialBlendMinimumKg,
  specialBlendMinimumOrderCents,
  specialBlendPricePerKgCents,
} from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../common/cart/BasketPage';
import { expectedBlendDateQuery, useRequestSpecialBlend, useSpecialBlends } from './api/special-blends';
import { openingQuantityKg } from './opening-quantity';

const roastKeys: Record<string, string> = {
  light: 'specialBlendRoastLight',
  medium: 'specialBlendRoastMedium',
  dark: 'specialBlendRoastDark',
};
const grindKeys: Record<string, string> = {
  whole_bean: 'specialBlendGrindWholeBean',
  espresso: 'specialBlendGrindEspresso',
  filter: 'specialBlendGrindFilter',
  french_press: 'specialBlendGrindFrenchPress',
};

const statusKeys: Record<SpecialBlendStatus, string> = {
  pending: 'specialBlendStatusPending',
  accepted: 'specialBlendStatusAccepted',
  rejected: 'specialBlendStatusRejected',
};
const statusColours: Record<SpecialBlendStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  rejected: 'red',
};

/** A coffee roasted to the customer's recipe: minimum quantity and order, 7-10 working days. */
export default function SpecialBlendPage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const expected = useQuery({ ...expectedBlendDateQuery(), enabled: loggedIn });
  const blends = useSpecialBlends(loggedIn);
  const request = useRequestSpecialBlend();
  const form = useContractForm(specialBlendFormSchema, {
    blendName: '',
    roast: 'medium',
    grind: 'whole_bean',
    arabicaPercent: '100',
    quantityKg: String(openingQuantityKg),
  });
  const total = (Number(form.values.quantityKg) || 0) * specialBlendPricePerKgCents;

  const submit = async () => {
    const problem = form.check();
    if (problem) {
      showToast({ message: t(problem), color: 'red' });
      return;
    }
    try {
      await request.mutateAsync(form.body());
      showToast({ message: t('specialBlendRequested'), color: 'green' });
    } catch (error) {
      showToast({ message: t(toClientError(error).message), color: 'red' });
    }
  };

  if (!loggedIn) {
    return (
      <Stack>
        <PageHeading titleKey="specialBlendTitle" />
        <SignInPrompt />
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeading titleKey="specialBlendTitle" />
      <Text>
        {t('specialBlendRules', {
          kg: String(specialBlendMinimumKg),
          amount: formatUsd(specialBlendMinimumOrderCents),
          price: formatUsd(specialBlendPricePerKgCents),
        })}
      </Text>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <TextInput label={t('specialBlendName')} {...form.getInputProps('blendName')} />
          <NativeSelect
            label={t('specialBlendRoast')}
            {...form.getInputProps('roast')}
            data={['light', 'medium', 'dark'].map((value) => ({
              value,
              label: t(roastKeys[value] as string),
            }))}
          />
          <NativeSelect
            label={t('specialBlendGrind')}
            {...form.getInputProps('grind')}
            data={['whole_bean', 'espresso', 'filter', 'french_press'].map((value) => ({
              value,
              label: t(grindKeys[value] as string),
            }))}
          />
          <TextInput
            type="number"
            min={0}
            max={100}
            label={t('specialBlendArabica')}
            {...form.getInputProps('arabicaPercent')}
          />
          <TextInput
            type="number"
            min={specialBlendMinimumKg}
            label={t('specialBlendQuantity')}
            {...form.getInputProps('quantityKg')}
          />
          <Text fw={600}>
            {t('cartTotal')}: {formatUsd(total)}
          </Text>
          {expected.data && <Text size="sm">{expectedDeliveryText(expected.data, t)}</Text>}
          <Button onClick={submit} loading={request.isPending}>
            {t('specialBlendSubmit')}
          </Button>
        </Stack>
      </Paper>
      {blends.isPending ? (
        <Skeleton h={80} />
      ) : blends.isError ? (
        <Alert color="red">{t(toClientError(blends.error).message)}</Alert>
      ) : blends.data.length === 0 ? (
        <Text c="dimmed">{t('specialBlendNone')}</Text>
      ) : (
        blends.data.map((blend) => (
          <Paper key={blend.id} withBorder p="sm" data-testid="special-blend-request">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>
                {blend.blendName} · {blend.quantityKg} kg · {formatUsd(blend.totalAmount)}
              </Text>
              <Badge color={statusColours[blend.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(statusKeys[blend.status])}
              </Badge>
            </Group>
            {blend.status === 'rejected' ? null : (
              <Text size="sm">{expectedDeliveryText(blend.expectedDelivery, t)}</Text>
            )}
            {blend.staffMessage ? (
              <Text size="sm" c={blend.status === 'rejected' ? 'red' : 'dimmed'}>
                {t(blend.status === 'rejected' ? 'specialBlendRejectedBecause' : 'specialBlendStaffNote', {
                  message: blend.staffMessage,
                })}
              </Text>
            ) : null}
          </Paper>
        ))
      )}
    </Stack>
  );
}
