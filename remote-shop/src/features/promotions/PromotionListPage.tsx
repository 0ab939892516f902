import { PageHeading } from '@portal/shared';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../common/catalogue/api/get-promotions';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import '../../common/catalogue/catalogue.css';

export default function PromotionListPage() {
  const { t } = useTranslation();
  const promotions = usePromotions(20);
  return (
    <Stack>
      <PageHeading titleKey="promotion" />
      {promotions.isPending && <Skeleton height={240} radius="md" />}
      {promotions.isError && (
        <Alert color="red" title={t('catalogueLoadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void promotions.refetch()}>
            {t('catalogueRetry')}
          </Button>
        </Alert>
      )}
      {promotions.data?.items.length === 0 && <Text c="gray.7">{t('catalogueNoPromotions')}</Text>}
      {promotions.data?.items.map((promotion, index) => (
        <Paper key={promotion.id} withBorder p="sm" component="section">
          <Stack gap="xs">
            {promotion.imageUrl && (
              <CatalogueImage
                className="catalogue-showroom-image catalogue-promotion-image"
                image={{ url: promotion.imageUrl, width: 960, height: 400 }}
                alt=""
                sizes="(min-width: 1226px) 880px, 100vw"
                eager={index === 0}
              />
            )}
            <Title order={2} size="h4">
              {promotion.title}
            </Title>
            <Text size="sm">{promotion.description}</Text>
            <ProductGrid products={promotion.products} loading={false} error={false} layout="row" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
