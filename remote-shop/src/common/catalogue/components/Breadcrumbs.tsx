import type { ProductDetail } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Anchor } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { breadcrumbListJsonLd } from '../structured-data';
import { JsonLd } from './JsonLd';
import './breadcrumbs.css';

type BreadcrumbsProps = {
  categoryId: number;
  /** On a product's page: the product, the trail's last step. Else the category is. */
  product?: Pick<ProductDetail, 'id' | 'name' | 'categoryName'>;
};

/**
 * Home › category › sub-category (› product), with the trail as schema.org BreadcrumbList. One line tall whatever
 * it holds, so the page below never moves (the host's first screen keeps the same room).
 */
export function Breadcrumbs({ categoryId, product }: BreadcrumbsProps) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const trail = breadcrumbTrail({ home: t('home'), categories: categories.data, categoryId, product });
  // Until the page's own step is known (a category's page waits for the tree), home is no current page.
  const complete = trail.length > 1;
  return (
    <nav aria-label={t('catalogueBreadcrumb')} className="catalogue-breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index > 0 && (
              <span className="catalogue-breadcrumb-separator" aria-hidden="true">
                ›
              </span>
            )}
            {complete && index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Anchor component={Link} to={crumb.path} inherit>
                {crumb.name}
              </Anchor>
            )}
          </li>
        ))}
      </ol>
      {complete && (
        <JsonLd
          data={breadcrumbListJsonLd(trail, { origin: window.location.origin, language: i18n.language })}
        />
      )}
    </nav>
  );
}
