import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Group, Stack, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBestSellers } from '../../common/catalogue/api/get-best-sellers';
import { useHomeBanners } from '../../common/catalogue/api/get-home-banners';
import { useMerchandise } from '../../common/catalogue/api/get-merchandise';
import { usePromotions } from '../../common/catalogue/api/get-promotions';
import { useTopSelection } from '../../common/catalogue/api/get-top-selection';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import { NearViewport } from '../../common/NearViewport';
import { BannerSlider } from './BannerSlider';
import { homePromotionCount, homeShelfSize } from './prepare-home-page';
import '../../common/catalogue/catalogue.css';

function Shelf({ titleKey, moreTo, children }: { titleKey: string; moreTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t(titleKey)}
        </Title>
        <Anchor component={Link} to={moreTo} size="sm">
          {t('catalogueSeeAll')}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** The row a shelf takes while its products are not drawn yet. */
const shelfSkeleton = <ProductGrid layout="row" products={undefined} loading error={false} skeletons={4} />;

function PromotionShelfRow() {
  const promotions = usePromotions(homePromotionCount);
  return (
    <ProductGrid
      layout="row"
      products={promotions.data?.items.flatMap((promotion) => promotion.products)}
      loading={promotions.isPending}
      error={promotions.isError}
      onRetry={() => void promotions.refetch()}
      skeletons={4}
      emptyKey="catalogueNoPromotions"
    />
  );
}

function MerchandiseShelfRow() {
  const merchandise = useMerchandise(homeShelfSize);
  return (
    <ProductGrid
      layout="row"
      products={merchandise.data?.items}
      loading={merchandise.isPending}
      error={merchandise.isError}
      onRetry={() => void merchandise.refetch()}
      skeletons={4}
    />
  );
}

export default function HomePage() {
  const banners = useHomeBanners();
  const top = useTopSelection(homeShelfSize);
  const best = useBestSellers(homeShelfSize);
  return (
    <Stack className="catalogue-page" gap="lg">
      <PageHeading titleKey="home" />
      <BannerSlider banners={banners.data} loading={banners.isPending} />
      <Shelf titleKey="catalogueTopSelection" moreTo="/product/top-selection">
        <ProductGrid
          layout="row"
          products={top.data?.items}
          loading={top.isPending}
          error={top.isError}
          onRetry={() => void top.refetch()}
          skeletons={4}
        />
      </Shelf>
      <Shelf titleKey="catalogueBestSellers" moreTo="/product/best-seller">
        <ProductGrid
          layout="row"
          products={best.data?.items}
          loading={best.isPending}
          error={best.isError}
          onRetry={() => void best.refetch()}
          skeletons={4}
        />
      </Shelf>
      {/* Below the fold on a phone and on a desktop: drawn as the visitor scrolls towards them. */}
      <Shelf titleKey="promotion" moreTo="/promotion/list">
        <NearViewport placeholder={shelfSkeleton}>
          <PromotionShelfRow />
        </NearViewport>
      </Shelf>
      <Shelf titleKey="catalogueMerchandise" moreTo="/product/merchandise">
        <NearViewport placeholder={shelfSkeleton}>
          <MerchandiseShelfRow />
        </NearViewport>
      </Shelf>
    </Stack>
  );
}
