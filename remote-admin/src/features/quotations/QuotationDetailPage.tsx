import { formatDate, formatUsd, PageHeading, showToast } from '@portal/shared';
import {
  type AdminQuotation,
  adminQuotationAnswerFormSchema,
  adminQuotationDeclineBodySchema,
  quotationIsOpen,
} from '@portal/shared/contract';
import { Textarea, useContractForm } from '@portal/shared/forms';
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
import { type QuotationReply, useAnswerQuotation } from './api/answer-quotation';
import { useQuotation } from './api/get-quotation';
import { quotationStatusColour, quotationStatusKey } from './quotation-status';

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

/** Quote the price and a message, or decline with a reason; either notifies the customer. */
function ReplyForm({ quotation }: { quotation: AdminQuotation }) {
  const { t } = useTranslation();
  const answer = useContractForm(adminQuotationAnswerFormSchema, { price: '', message: '' });
  const decline = useContractForm(adminQuotationDeclineBodySchema, { reason: '' });
  const [error, setError] = useState('');
  const reply = useAnswerQuotation();
  const send = (value: QuotationReply) =>
    reply.mutate(value, {
      onSuccess: () => showToast({ message: t('adminSaved') }),
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  // One message shows for both forms, so only the field it is about stays marked.
  const onAnswer = () => {
    decline.clearErrors();
    const invalid = answer.check();
    if (invalid) return setError(invalid);
    send({ id: quotation.id, action: 'answer', body: answer.body() });
  };
  const onDecline = () => {
    answer.clearErrors();
    const invalid = decline.check();
    if (invalid) return setError(invalid);
    send({ id: quotation.id, action: 'decline', body: decline.body() });
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t('adminContentQuotedPrice')}
            inputMode="decimal"
            {...answer.getInputProps('price')}
            w={220}
          />
          <Textarea
            label={t('adminContentAnswerMessage')}
            {...answer.getInputProps('message')}
            autosize
            minRows={3}
          />
          <Button w="fit-content" onClick={onAnswer} loading={reply.isPending}>
            {t('adminContentSendQuote')}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Textarea
            label={t('adminContentDeclineReason')}
            {...decline.getInputProps('reason')}
            autosize
            minRows={2}
          />
          <Button w="fit-content" color="red" variant="light" onClick={onDecline} loading={reply.isPending}>
            {t('adminContentDecline')}
          </Button>
        </Stack>
      </Paper>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t(error)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('adminContentNotifyNote')}
      </Text>
    </Stack>
  );
}

export default function QuotationDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const quotation = useQuotation(id);
  const data = quotation.data;
  return (
    <Stack maw={760}>
      <Anchor component={Link} to="/admin/quotations" size="sm">
        {t('adminContentBackToQuotations')}
      </Anchor>
      <PageHeading titleKey="adminContentQuotations" />
      {quotation.isPending ? (
        <Skeleton h={200} />
      ) : quotation.isError || !data ? (
        <Text c="red" role="alert">
          {t(errorKeyOf(quotation.error))}
        </Text>
      ) : (
        <>
          <Group>
            <Title order={3}>{data.productName}</Title>
            <Badge color={quotationStatusColour[data.status]} data-testid="quotation-status">
              {t(quotationStatusKey(data.status))}
            </Badge>
          </Group>
          <Paper withBorder p="md">
            <Stack gap={6}>
              <Row label={t('adminContentRequestedAt')}>{formatDate(data.createdAt)}</Row>
              <Row label={t('adminContentCustomer')}>
                {[data.name, data.phone, data.email, data.company].filter(Boolean).join(' · ')}
                {data.userId === null ? ` (${t('adminContentGuest')})` : ''}
              </Row>
              <Row label={t('adminContentPackage')}>{data.productName}</Row>
              <Row label={t('adminContentQuantity')}>{data.quantity}</Row>
              <Row label={t('adminContentCustomerMessage')}>{data.message ?? ''}</Row>
              {data.quotedPriceCents !== null ? (
                <Row label={t('adminContentQuotedPrice')}>{formatUsd(data.quotedPriceCents)}</Row>
              ) : null}
              {data.answerMessage ? (
                <Row label={t('adminContentAnswerMessage')}>{data.answerMessage}</Row>
              ) : null}
              {data.declineReason ? (
                <Row label={t('adminContentDeclineReason')}>{data.declineReason}</Row>
              ) : null}
              {data.answeredByName ? (
                <Row label={t('adminContentAnsweredBy')}>
                  {data.answeredByName} · {formatDate(data.answeredAt)}
                </Row>
              ) : null}
            </Stack>
          </Paper>
          {quotationIsOpen(data.status) ? <ReplyForm quotation={data} /> : null}
        </>
      )}
    </Stack>
  );
}
