import { PageHeading, showToast } from '@portal/shared';
import { useParams } from '@portal/shared/router';
import { Badge, Button, Group, Skeleton, Stack } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useEndPromotion, usePromotion } from './api/promotions';
import { PromotionForm } from './PromotionForm';

/** Create or edit a promotion: titles, Phnom Penh days, products and their promotion prices per customer group. */
export default function PromotionPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const promotion = usePromotion(id);
  const end = useEndPromotion();

  if (id !== null && !promotion.data) return <Skeleton h={240} />;
  return (
    <Stack>
      <PageHeading titleKey={id === null ? 'adminPromotionNew' : 'adminPromotionPromotions'} />
      {promotion.data ? (
        <Group>
          <Badge>
            {t(`adminPromotion${promotion.data.status[0]?.toUpperCase()}${promotion.data.status.slice(1)}`)}
          </Badge>
          {promotion.data.status === 'ended' ? null : (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={end.isPending}
              onClick={() =>
                end.mutate(promotion.data.id, {
                  onSuccess: () => showToast({ message: t('adminPromotionSaved') }),
                  onError: (failure) => showToast({ message: t(errorKeyOf(failure)) }),
                })
              }
            >
              {t('adminPromotionEndNow')}
            </Button>
          )}
        </Group>
      ) : null}
      <PromotionForm key={id ?? 'new'} promotion={promotion.data ?? null} />
    </Stack>
  );
}
