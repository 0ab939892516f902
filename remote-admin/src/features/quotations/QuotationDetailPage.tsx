import { formatDate, formatUsd } from '@portal/shared';
import {
  type AdminQuotation,
  adminQuotationAnswerFormSchema,
  adminQuotationDeclineBodySchema,
  quotationIsOpen,
} from '@portal/shared/contract';
import { Textarea, useContractForm } from '@portal/shared/forms';
import { useParams } from '@portal/shared/router';
import { TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { RequestDecision } from '../../common/request-desk/RequestDecision';
import { Fact, RequestPage, RequestSummary } from '../../common/request-desk/RequestPage';
import { type QuotationReply, useAnswerQuotation } from './api/answer-quotation';
import { useQuotation } from './api/get-quotation';
import { quotationStatusColour, quotationStatusKey } from './quotation-status';

/** Quote the price and a message, or decline with a reason; either notifies the customer. */
function ReplyForm({ quotation }: { quotation: AdminQuotation }) {
  const { t } = useTranslation();
  const answer = useContractForm(adminQuotationAnswerFormSchema, { price: '', message: '' });
  const decline = useContractForm(adminQuotationDeclineBodySchema, { reason: '' });
  const reply = useAnswerQuotation();
  return (
    <RequestDecision<QuotationReply>
      send={reply}
      accept={{
        form: answer,
        decision: () => ({ id: quotation.id, action: 'answer', body: answer.body() }),
        buttonKey: 'adminContentSendQuote',
        fields: (
          <>
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
          </>
        ),
      }}
      refuse={{
        form: decline,
        decision: () => ({ id: quotation.id, action: 'decline', body: decline.body() }),
        reasonKey: 'adminContentDeclineReason',
        buttonKey: 'adminContentDecline',
      }}
      noteKey="adminContentNotifyNote"
    />
  );
}

export default function QuotationDetailPage() {
  const { t } = useTranslation();
  const quotation = useQuotation(Number(useParams().id));
  return (
    <RequestPage
      back={{ to: '/admin/quotations', labelKey: 'adminContentBackToQuotations' }}
      titleKey="adminContentQuotations"
      request={quotation}
    >
      {(data) => (
        <>
          <RequestSummary
            title={data.productName}
            status={{
              colour: quotationStatusColour[data.status],
              labelKey: quotationStatusKey(data.status),
              testId: 'quotation-status',
            }}
          >
            <Fact label={t('adminContentRequestedAt')}>{formatDate(data.createdAt)}</Fact>
            <Fact label={t('adminContentCustomer')}>
              {[data.name, data.phone, data.email, data.company].filter(Boolean).join(' · ')}
              {data.userId === null ? ` (${t('adminContentGuest')})` : ''}
            </Fact>
            <Fact label={t('adminContentPackage')}>{data.productName}</Fact>
            <Fact label={t('adminContentQuantity')}>{data.quantity}</Fact>
            <Fact label={t('adminContentCustomerMessage')}>{data.message ?? ''}</Fact>
            {data.quotedPriceCents !== null ? (
              <Fact label={t('adminContentQuotedPrice')}>{formatUsd(data.quotedPriceCents)}</Fact>
            ) : null}
            {data.answerMessage ? (
              <Fact label={t('adminContentAnswerMessage')}>{data.answerMessage}</Fact>
            ) : null}
            {data.declineReason ? (
              <Fact label={t('adminContentDeclineReason')}>{data.declineReason}</Fact>
            ) : null}
            {data.answeredByName ? (
              <Fact label={t('adminContentAnsweredBy')}>
                {data.answeredByName} · {formatDate(data.answeredAt)}
              </Fact>
            ) : null}
          </RequestSummary>
          {quotationIsOpen(data.status) ? <ReplyForm quotation={data} /> : null}
        </>
      )}
    </RequestPage>
  );
}
