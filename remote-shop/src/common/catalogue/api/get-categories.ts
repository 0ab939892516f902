import type { Category } from '@portal/shared/contract';

export { useCategories } from '@portal/shared';

/** A category wherever it sits in the tree. */
export const findCategory = (categories: Category[] | undefined, id: number): Category | undefined => {
  for (const category of categories ?? []) {
    if (category.id === id) return category;
    const child = findCategory(category.children, id);
    if (child) return child;
  }
  return undefined;
};
