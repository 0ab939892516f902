import { formatDate, formatUsd } from '@portal/shared';
import {
  type AdminSpecialBlend,
  adminSpecialBlendAcceptFormSchema,
  adminSpecialBlendRejectBodySchema,
  specialBlendIsOpen,
} from '@portal/shared/contract';
import { DayInput, Textarea, useContractForm } from '@portal/shared/forms';
import { useParams } from '@portal/shared/router';
import { Group, TextInput } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { centsToDollarText } from '../../common/money';
import { RequestDecision } from '../../common/request-desk/RequestDecision';
import { Fact, RequestPage, RequestSummary } from '../../common/request-desk/RequestPage';
import { type SpecialBlendDecision, useDecideSpecialBlend } from './api/decide-special-blend';
import { useSpecialBlend } from './api/get-special-blend';
import { grindKey, roastKey, specialBlendStatusColour, specialBlendStatusKey } from './special-blend-status';

/** Accept at a price per kg for a delivery day, or reject with a reason; either notifies the partner. */
function DecisionForm({ blend }: { blend: AdminSpecialBlend }) {
  const { t } = useTranslation();
  const accept = useContractForm(adminSpecialBlendAcceptFormSchema, {
    price: centsToDollarText(blend.requestedPricePerKgCents),
    deliveryDate: blend.expectedTo,
    message: '',
  });
  const reject = useContractForm(adminSpecialBlendRejectBodySchema, { reason: '' });
  const decide = useDecideSpecialBlend();
  return (
    <RequestDecision<SpecialBlendDecision>
      send={decide}
      accept={{
        form: accept,
        decision: () => ({ id: blend.id, action: 'accept', body: accept.body() }),
        buttonKey: 'adminSpecialBlendAccept',
        fields: (
          <>
            <Group align="flex-start">
              <TextInput
                label={t('adminSpecialBlendPricePerKg')}
                inputMode="decimal"
                {...accept.getInputProps('price')}
                w={220}
              />
              <DayInput
                label={t('adminSpecialBlendDeliveryDate')}
                {...accept.getInputProps('deliveryDate')}
              />
            </Group>
            <Textarea
              label={t('adminSpecialBlendMessage')}
              {...accept.getInputProps('message')}
              autosize
              minRows={2}
            />
          </>
        ),
      }}
      refuse={{
        form: reject,
        decision: () => ({ id: blend.id, action: 'reject', body: reject.body() }),
        reasonKey: 'adminSpecialBlendRejectReason',
        buttonKey: 'adminSpecialBlendReject',
      }}
      noteKey="adminSpecialBlendNotifyNote"
    />
  );
}

export default function SpecialBlendDetailPage() {
  const { t } = useTranslation();
  const blend = useSpecialBlend(Number(useParams().id));
  return (
    <RequestPage
      back={{ to: '/admin/special-blends', labelKey: 'adminSpecialBlendBack' }}
      titleKey="adminSpecialBlends"
      request={blend}
    >
      {(data) => (
        <>
          <RequestSummary
            title={data.blendName}
            status={{
              colour: specialBlendStatusColour[data.status],
              labelKey: specialBlendStatusKey(data.status),
              testId: 'special-blend-status',
            }}
          >
            <Fact label={t('adminContentRequestedAt')}>{formatDate(data.createdAt)}</Fact>
            <Fact label={t('adminSpecialBlendPartner')}>
              {[data.customerName, data.phone, data.email, data.storeName].filter(Boolean).join(' · ')}
            </Fact>
            <Fact label={t('adminSpecialBlendRecipe')}>
              {[
                t(roastKey(data.roast)),
                t(grindKey(data.grind)),
                t('adminSpecialBlendArabicaPercent', { percent: data.arabicaPercent }),
              ].join(' · ')}
            </Fact>
            <Fact label={t('adminSpecialBlendQuantityKg')}>{data.quantityKg}</Fact>
            <Fact label={t('adminSpecialBlendRequestedPrice')}>
              {t('adminSpecialBlendPerKgAndTotal', {
                price: formatUsd(data.requestedPricePerKgCents),
                total: formatUsd(data.requestedTotalCents),
              })}
            </Fact>
            <Fact label={t('adminSpecialBlendExpected')}>
              {`${formatDate(data.expectedFrom)} – ${formatDate(data.expectedTo)}`}
            </Fact>
            <Fact label={t('adminSpecialBlendRemark')}>{data.remark ?? ''}</Fact>
            {data.agreedPricePerKgCents !== null ? (
              <Fact label={t('adminSpecialBlendAgreedPrice')}>
                {t('adminSpecialBlendPerKgAndTotal', {
                  price: formatUsd(data.agreedPricePerKgCents),
                  total: formatUsd(data.agreedTotalCents ?? 0),
                })}
              </Fact>
            ) : null}
            {data.deliveryDate ? (
              <Fact label={t('adminSpecialBlendDeliveryDate')}>{formatDate(data.deliveryDate)}</Fact>
            ) : null}
            {data.staffMessage ? (
              <Fact label={t('adminSpecialBlendMessage')}>{data.staffMessage}</Fact>
            ) : null}
            {data.rejectReason ? (
              <Fact label={t('adminSpecialBlendRejectReason')}>{data.rejectReason}</Fact>
            ) : null}
            {data.decidedByName ? (
              <Fact label={t('adminSpecialBlendDecidedBy')}>
                {data.decidedByName} · {formatDate(data.decidedAt)}
              </Fact>
            ) : null}
          </RequestSummary>
          {specialBlendIsOpen(data.status) ? <DecisionForm blend={data} /> : null}
        </>
      )}
    </RequestPage>
  );
}
