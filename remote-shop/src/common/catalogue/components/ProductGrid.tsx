import type { ProductSummary } from '@portal/shared/contract';
import { Alert, Button, Skeleton, Text } from '@portal/shared/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from './ProductCard';

type ProductGridProps = {
  products: ProductSummary[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
  skeletons?: number;
  /** Cards drawn eagerly (the first row); the rest load their pictures lazily. */
  eagerCount?: number;
  layout?: 'grid' | 'row';
  emptyKey?: string;
};

/** Products as a grid or a scrolling row, with skeletons while loading, an empty state and a retry on error. */
export function ProductGrid({
  products,
  loading,
  error,
  onRetry,
  skeletons = 8,
  eagerCount = 0,
  layout = 'grid',
  emptyKey = 'catalogueNoProducts',
}: ProductGridProps) {
  const { t } = useTranslation();
  // Cards are drawn in a deferred render React can pause, so a list's arrival never blocks the page for long;
  // until then the placeholders stay.
  const shown = useDeferredValue(products);
  const className = layout === 'row' ? 'catalogue-row' : 'catalogue-grid';
  if (error && !products) {
    return (
      <Alert color="red" title={t('catalogueLoadFailed')}>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('catalogueRetry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (!shown && (loading || products)) {
    return (
      <ul className={className} aria-busy="true" aria-label={t('catalogueLoading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          // Keys no product id can take: React must not turn a placeholder into a card (a card built from the
          // eighth placeholder would count as moved from below the fold to the top, a layout shift).
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={`placeholder-${index}`}>
            <div className="catalogue-card">
              <Skeleton style={{ aspectRatio: '1 / 1' }} height="auto" radius={0} />
              <Skeleton height={108} radius={0} mt={1} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (!shown || shown.length === 0) {
    return (
      <Text c="gray.7" data-testid="catalogue-empty">
        {t(emptyKey)}
      </Text>
    );
  }
  return (
    <ul className={className}>
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
