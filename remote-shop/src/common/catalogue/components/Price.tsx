import { formatUsd } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Integer cents as en-US dollars; a promotion shows the regular price crossed out. */
export function Price({
  price,
  compareAtPrice,
  from,
}: {
  price: number;
  compareAtPrice: number | null;
  from?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="catalogue-price">
      {from ? `${t('catalogueFrom')} ` : ''}
      {formatUsd(price)}
      {compareAtPrice !== null && compareAtPrice > price && (
        <s title={t('catalogueRegularPrice', { price: formatUsd(compareAtPrice) })}>
          {formatUsd(compareAtPrice)}
        </s>
      )}
    </span>
  );
}
