import type { Category, ProductDetail } from '@portal/shared/contract';

/** One step of a breadcrumb trail: its name in the page's language and its path. */
export type Crumb = { name: string; path: string };

/** The categories from the top of the tree down to `id`; empty when it is not in the tree. */
const categoryLine = (categories: Category[], id: number): Category[] => {
  for (const category of categories) {
    if (category.id === id) return [category];
    const below = categoryLine(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
};

const categoryPath = (id: number) => `/product/category/${id}`;

/**
 * Home › category › sub-category (› product). While the category tree loads, a product's page names its own
 * category (the product carries its name); a category's page shows home alone.
 */
export const breadcrumbTrail = ({
  home,
  categories,
  categoryId,
  product,
}: {
  home: string;
  categories: Category[] | undefined;
  categoryId: number;
  product?: Pick<ProductDetail, 'id' | 'name' | 'categoryName'>;
}): Crumb[] => {
  const line = categories ? categoryLine(categories, categoryId) : [];
  const crumbs: Crumb[] = line.length
    ? line.map((category) => ({ name: category.name, path: categoryPath(category.id) }))
    : product
      ? [{ name: product.categoryName, path: categoryPath(categoryId) }]
      : [];
  return [
    { name: home, path: '/' },
    ...crumbs,
    ...(product ? [{ name: product.name, path: `/product/${product.id}` }] : []),
  ];
};
