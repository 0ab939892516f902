import { PageHeading } from '@portal/shared';
import { packagePromotionCategoryId } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Button, Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

export default function RequestQuoteSuccessPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageHeading titleKey="requestQuoteSuccess" />
      <Text>{t('catalogueQuoteSent')}</Text>
      <Group>
        <Button
          component={Link}
          to={`/product/package-promotion/${packagePromotionCategoryId}`}
          variant="default"
        >
          {t('packagePromotion')}
        </Button>
        <Button component={Link} to="/">
          {t('home')}
        </Button>
      </Group>
    </Stack>
  );
}
