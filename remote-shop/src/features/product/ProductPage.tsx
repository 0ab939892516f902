import { useParams } from '@portal/shared/router';
import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@portal/shared/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCart } from '../../common/cart/AddToCart';
import { useProduct } from '../../common/catalogue/api/get-product';
import { useRelatedProducts } from '../../common/catalogue/api/get-related-products';
import { Breadcrumbs } from '../../common/catalogue/components/Breadcrumbs';
import { FavoriteButton } from '../../common/catalogue/components/FavoriteButton';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Price } from '../../common/catalogue/components/Price';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import { ProductLoadFailed } from '../../common/catalogue/components/ProductLoadFailed';
import { clampQuantity, stockMessage } from '../../common/catalogue/stock-message';
import {
  type Choice,
  chosenVariant,
  initialChoice,
  valueInStock,
} from '../../common/catalogue/variant-choice';
import { NearViewport } from '../../common/NearViewport';
import { ProductGallery } from './ProductGallery';
import { ProductStructuredData } from './ProductStructuredData';
import { ReviewSection, Stars } from './ReviewSection';
import { StickyAddToCart } from './StickyAddToCart';
import { StockAlertButton } from './StockAlertButton';
import '../../common/catalogue/catalogue.css';

const toneColour = { ok: 'green.9', low: 'orange.9', out: 'red.9' } as const;

export default function ProductPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useProduct(Number.isInteger(id) ? id : 0);
  const related = useRelatedProducts(product.data ? id : 0);
  // The page is drawn in a render React can pause, so the product's arrival never blocks the browser for long.
  const data = useDeferredValue(product.data);
  const [choice, setChoice] = useState<Choice>(() =>
    data ? initialChoice(data.options, data.variants) : {},
  );
  const [quantity, setQuantity] = useState(1);
  // A new product starts from its own first choice and one unit. Set while rendering, not in an effect: the page
  // is not drawn once with the old choice and then again.
  const [choiceFor, setChoiceFor] = useState(data);
  if (choiceFor !== data) {
    setChoiceFor(data);
    if (data) setChoice(initialChoice(data.options, data.variants));
    setQuantity(1);
  }

  const variant = useMemo(
    () => (data ? chosenVariant(data.options, data.variants, choice) : null),
    [data, choice],
  );
  const message = stockMessage(variant, (data?.options.length ?? 0) > 0);

  if (product.isError) {
    return <ProductLoadFailed error={product.error} onRetry={() => product.refetch()} />;
  }

  return (
    <Stack className="catalogue-page" gap="lg">
      <Breadcrumbs categoryId={data?.categoryId ?? 0} product={data} />
      {data && <ProductStructuredData product={data} variant={variant} />}
      <div className="catalogue-product">
        <ProductGallery name={data?.name} images={data?.images} />
        <Stack gap="sm">
          <Group justify="space-between" align="start" wrap="nowrap">
            <NamedHeading name={data?.name} />
            {data && <FavoriteButton productId={data.id} />}
          </Group>
          {!data ? (
            <Skeleton height={160} />
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {[data.brand?.name, data.categoryName].filter(Boolean).join(' · ')}
                {data.rating.count > 0 && (
                  <>
                    {' · '}
                    <Stars rating={data.rating.average} /> ({data.rating.count})
                  </>
                )}
              </Text>
              <Text size="xl" data-testid="product-price">
                <Price
                  price={variant?.price ?? data.price}
                  compareAtPrice={variant ? variant.compareAtPrice : data.compareAtPrice}
                  from={!variant && data.hasOptions}
                />
              </Text>
              {data.options.map((option) => (
                <Stack key={option.id} gap={4} role="group" aria-label={option.name}>
                  <Text size="sm" fw={600}>
                    {option.name}
                  </Text>
                  <div className="catalogue-choices">
                    {option.values.map((value) => {
                      const selected = choice[option.id] === value.id;
                      const available = valueInStock(data.variants, choice, option.id, value.id);
                      return (
                        <Button
                          key={value.id}
                          size="xs"
                          variant={selected ? 'filled' : 'default'}
                          aria-pressed={selected}
                          c={!selected && !available ? 'gray.6' : undefined}
                          td={available ? undefined : 'line-through'}
                          onClick={() => setChoice({ ...choice, [option.id]: value.id })}
                        >
                          {value.value}
                        </Button>
                      );
                    })}
                  </div>
                </Stack>
              ))}
              <Text c={toneColour[message.tone]} fw={600} data-testid="stock-message" role="status">
                {t(message.key, message.params ?? {})}
              </Text>
              {variant && (
                <Badge variant="light" color="gray">{`${t('catalogueSku')}: ${variant.sku}`}</Badge>
              )}
              <Group gap="xs" role="group" aria-label={t('catalogueQuantity')}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('catalogueLess')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((value) => clampQuantity(value - 1, variant?.stock ?? 1))}
                >
                  −
                </ActionIcon>
                <Text w={32} ta="center" data-testid="quantity" aria-live="polite">
                  {quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('catalogueMore')}
                  disabled={!variant || quantity >= variant.stock}
                  onClick={() => setQuantity((value) => clampQuantity(value + 1, variant?.stock ?? 1))}
                >
                  +
                </ActionIcon>
              </Group>
              <StickyAddToCart product={data} variant={variant}>
                <AddToCart product={data} variantId={variant?.id ?? null} quantity={quantity} />
              </StickyAddToCart>
              <StockAlertButton productId={data.id} variant={variant} />
              <Title order={2} size="h5">
                {t('catalogueDescription')}
              </Title>
              <Text size="sm">{data.description}</Text>
            </>
          )}
        </Stack>
      </div>
      {/* Below the fold on a phone: drawn as the visitor scrolls towards them (their data is read already). */}
      {data && (
        <NearViewport placeholder={<Skeleton height={120} />}>
          <ReviewSection productId={data.id} />
        </NearViewport>
      )}
      <Stack component="section" gap="xs">
        <Title order={2} size="h4">
          {t('catalogueRelated')}
        </Title>
        <NearViewport
          placeholder={<ProductGrid layout="row" products={undefined} loading error={false} skeletons={4} />}
        >
          <ProductGrid
            layout="row"
            products={related.data}
            loading={related.isPending}
            error={related.isError}
            skeletons={4}
          />
        </NearViewport>
      </Stack>
    </Stack>
  );
}
