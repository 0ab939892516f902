import { formatDate, formatUsd, PageHeading, showToast } from '@portal/shared';
import {
  type AdminSpecialBlend,
  adminSpecialBlendAcceptFormSchema,
  adminSpecialBlendRejectBodySchema,
  specialBlendIsOpen,
} from '@portal/shared/contract';
import { DayInput, Textarea, useContractForm } from '@portal/shared/forms';
import { Link, useParams } from '@portal/shared/router';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@portal/shared/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { centsToDollarText } from '../../common/money';
import { type SpecialBlendDecision, useDecideSpecialBlend } from './api/decide-special-blend';
import { useSpecialBlend } from './api/get-special-blend';
import { grindKey, roastKey, specialBlendStatusColour, specialBlendStatusKey } from './special-blend-status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start">
      <Text size="sm" c="dimmed" w={180}>
        {label}
      </Text>
      <Text size="sm" style={{ flex: 1, whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Accept at a price per kg for a delivery day, or reject with a reason; either notifies the partner. */
function DecisionForm({ blend }: { blend: AdminSpecialBlend }) {
  const { t } = useTranslation();
  const accept = useContractForm(adminSpecialBlendAcceptFormSchema, {
    price: centsToDollarText(blend.requestedPricePerKgCents),
    deliveryDate: blend.expectedTo,
    message: '',
  });
  const reject = useContractForm(adminSpecialBlendRejectBodySchema, { reason: '' });
  const [error, setError] = useState('');
  const decide = useDecideSpecialBlend();
  const send = (value: SpecialBlendDecision) =>
    decide.mutate(value, {
      onSuccess: () => showToast({ message: t('adminSaved') }),
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  // One message shows for both forms, so only the field it is about stays marked.
  const onAccept = () => {
    reject.clearErrors();
    const invalid = accept.check();
    if (invalid) return setError(invalid);
    send({ id: blend.id, action: 'accept', body: accept.body() });
  };
  const onReject = () => {
    accept.clearErrors();
    const invalid = reject.check();
    if (invalid) return setError(invalid);
    send({ id: blend.id, action: 'reject', body: reject.body() });
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="flex-start">
            <TextInput
              label={t('adminSpecialBlendPricePerKg')}
              inputMode="decimal"
              {...accept.getInputProps('price')}
              w={220}
            />
            <DayInput label={t('adminSpecialBlendDeliveryDate')} {...accept.getInputProps('deliveryDate')} />
          </Group>
          <Textarea
            label={t('adminSpecialBlendMessage')}
            {...accept.getInputProps('message')}
            autosize
            minRows={2}
          />
          <Button w="fit-content" onClick={onAccept} loading={decide.isPending}>
            {t('adminSpecialBlendAccept')}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Textarea
            label={t('adminSpecialBlendRejectReason')}
            {...reject.getInputProps('reason')}
            autosize
            minRows={2}
          />
          <Button w="fit-content" color="red" variant="light" onClick={onReject} loading={decide.isPending}>
            {t('adminSpecialBlendReject')}
          </Button>
        </Stack>
      </Paper>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('adminSpecialBlendNotifyNote')}
      </Text>
    </Stack>
  );
}

export default function SpecialBlendDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const blend = useSpecialBlend(id);
  const data = blend.data;
  return (
    <Stack maw={760}>
      <Anchor component={Link} to="/admin/special-blends" size="sm">
        {t('adminSpecialBlendBack')}
      </Anchor>
      <PageHeading titleKey="adminSpecialBlends" />
      {blend.isPending ? (
        <Skeleton h={200} />
      ) : blend.isError || !data ? (
        <Text c="red" role="alert">
          {t(errorKeyOf(blend.error))}
        </Text>
      ) : (
        <>
          <Group>
            <Title order={3}>{data.blendName}</Title>
            <Badge color={specialBlendStatusColour[data.status]} data-testid="special-blend-status">
              {t(specialBlendStatusKey(data.status))}
            </Badge>
          </Group>
          <Paper withBorder p="md">
            <Stack gap={6}>
              <Row label={t('adminContentRequestedAt')}>{formatDate(data.createdAt)}</Row>
              <Row label={t('adminSpecialBlendPartner')}>
                {[data.customerName, data.phone, data.email, data.storeName].filter(Boolean).join(' · ')}
              </Row>
              <Row label={t('adminSpecialBlendRecipe')}>
                {[
                  t(roastKey(data.roast)),
                  t(grindKey(data.grind)),
                  t('adminSpecialBlendArabicaPercent', { percent: data.arabicaPercent }),
                ].join(' · ')}
              </Row>
              <Row label={t('adminSpecialBlendQuantityKg')}>{data.quantityKg}</Row>
              <Row label={t('adminSpecialBlendRequestedPrice')}>
                {t('adminSpecialBlendPerKgAndTotal', {
                  price: formatUsd(data.requestedPricePerKgCents),
                  total: formatUsd(data.requestedTotalCents),
                })}
              </Row>
              <Row label={t('adminSpecialBlendExpected')}>
                {`${formatDate(data.expectedFrom)} – ${formatDate(data.expectedTo)}`}
              </Row>
              <Row label={t('adminSpecialBlendRemark')}>{data.remark ?? ''}</Row>
              {data.agreedPricePerKgCents !== null ? (
                <Row label={t('adminSpecialBlendAgreedPrice')}>
                  {t('adminSpecialBlendPerKgAndTotal', {
                    price: formatUsd(data.agreedPricePerKgCents),
                    total: formatUsd(data.agreedTotalCents ?? 0),
                  })}
                </Row>
              ) : null}
              {data.deliveryDate ? (
                <Row label={t('adminSpecialBlendDeliveryDate')}>{formatDate(data.deliveryDate)}</Row>
              ) : null}
              {data.staffMessage ? (
                <Row label={t('adminSpecialBlendMessage')}>{data.staffMessage}</Row>
              ) : null}
              {data.rejectReason ? (
                <Row label={t('adminSpecialBlendRejectReason')}>{data.rejectReason}</Row>
              ) : null}
              {data.decidedByName ? (
                <Row label={t('adminSpecialBlendDecidedBy')}>
                  {data.decidedByName} · {formatDate(data.decidedAt)}
                </Row>
              ) : null}
            </Stack>
          </Paper>
          {specialBlendIsOpen(data.status) ? <DecisionForm blend={data} /> : null}
        </>
      )}
    </Stack>
  );
}
