import { PageHeading } from '@portal/shared';
import type { ProductSummary } from '@portal/shared/contract';
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

/** A shelf's row of products, as its read stands: skeletons, the products, or the failure with Retry. */
function ShelfRow({
  read,
  products,
  emptyKey,
}: {
  read: { isPending: boolean; isError: boolean; refetch: () => unknown };
  products: ProductSummary[] | undefined;
  emptyKey?: string;
}) {
  return (
    <ProductGrid
      layout="row"
      products={products}
      loading={read.isPending}
      error={read.isError}
      onRetry={() => void read.refetch()}
      skeletons={4}
      emptyKey={emptyKey}
    />
  );
}

/** The row a shelf takes while its products are not drawn yet. */
const shelfSkeleton = <ProductGrid layout="row" products={undefined} loading error={false} skeletons={4} />;

function PromotionShelfRow() {
  const promotions = usePromotions(homePromotionCount);
  const products = promotions.data?.items.flatMap((promotion) => promotion.products);
  return <ShelfRow read={promotions} products={products} emptyKey="catalogueNoPromotions" />;
}

function MerchandiseShelfRow() {
  const merchandise = useMerchandise(homeShelfSize);
  return <ShelfRow read={merchandise} products={merchandise.data?.items} />;
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
        <ShelfRow read={top} products={top.data?.items} />
      </Shelf>
      <Shelf titleKey="catalogueBestSellers" moreTo="/product/best-seller">
        <ShelfRow read={best} products={best.data?.items} />
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
