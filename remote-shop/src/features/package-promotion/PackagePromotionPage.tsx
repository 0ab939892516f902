import { Link, useParams } from '@portal/shared/router';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { findCategory, useCategories } from '../../common/catalogue/api/get-categories';
import { useProducts } from '../../common/catalogue/api/get-products';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Price } from '../../common/catalogue/components/Price';
import '../../common/catalogue/catalogue.css';

/** /product/package-promotion/{id}: the packages of category 7, each with "request a quote". */
export default function PackagePromotionPage() {
  const { t } = useTranslation();
  const categoryId = Number(useParams().id);
  const categories = useCategories();
  const packages = useProducts({ categoryId, limit: 50, sort: 'priceAsc' });
  const category = findCategory(categories.data, categoryId);
  return (
    <Stack>
      <NamedHeading name={category?.name ?? (categories.isSuccess ? t('packagePromotion') : undefined)} />
      {packages.isPending && <Skeleton height={240} radius="md" />}
      {packages.isError && <Alert color="red">{t('catalogueLoadFailed')}</Alert>}
      {packages.data?.items.length === 0 && <Text c="gray.7">{t('catalogueNoProducts')}</Text>}
      <ul className="catalogue-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {packages.data?.items.map((item, index) => (
          <li key={item.id}>
            <Paper withBorder p="sm">
              <Stack gap="xs">
                {item.image && (
                  <CatalogueImage
                    className="catalogue-card-image"
                    image={item.image}
                    alt=""
                    sizes="(min-width: 900px) 300px, 100vw"
                    eager={index < 2}
                  />
                )}
                <Title order={2} size="h5">
                  {item.name}
                </Title>
                <Price price={item.price} compareAtPrice={item.compareAtPrice} />
                <Button component={Link} to={`/product/package-promotion/detail/${item.id}`}>
                  {t('catalogueViewPackage')}
                </Button>
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
