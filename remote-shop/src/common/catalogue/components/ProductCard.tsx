import type { ProductSummary } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Text } from '@portal/shared/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureSizes } from '../picture-sizes';
import { productPath } from '../product-url';
import { CatalogueImage } from './CatalogueImage';
import { FavoriteButton } from './FavoriteButton';
import { Price } from './Price';

/**
 * A product in a list; `eager` for the few cards in the first screen, lazy below the fold. Memoised: a page with
 * several lists redraws only the list whose answer arrived.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
}: {
  product: ProductSummary;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className="catalogue-card" data-testid="product-card">
      <div className="catalogue-favorite">
        <FavoriteButton productId={product.id} size="md" />
      </div>
      <Link to={productPath(product)}>
        {product.image ? (
          <CatalogueImage
            className="catalogue-card-image"
            image={product.image}
            alt={product.name}
            sizes={pictureSizes.card}
            eager={eager}
          />
        ) : (
          <div className="catalogue-card-image" />
        )}
        <div className="catalogue-card-body">
          <span className="catalogue-card-name">{product.name}</span>
          <Price price={product.price} compareAtPrice={product.compareAtPrice} from={product.hasOptions} />
          {product.stockState === 'outOfStock' ? (
            <Text size="xs" c="red.9">
              {t('catalogueOutOfStock')}
            </Text>
          ) : product.stockState === 'lowStock' ? (
            <Text size="xs" c="orange.9">
              {t('catalogueOnlyLeft', { count: product.stock })}
            </Text>
          ) : (
            <Text size="xs" c="gray.7">
              {product.brand?.name ?? '\u00a0'}
            </Text>
          )}
        </div>
      </Link>
    </article>
  );
});
