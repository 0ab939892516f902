import { describe, expect, it } from '@jest/globals';
import type { Category } from '@portal/shared/contract';
import { breadcrumbTrail } from './breadcrumb-trail';

const category = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name,
  imageUrl: null,
  key: name.toLowerCase(),
  slug: name.toLowerCase(),
  children,
});
const categories = [
  category(1, 'Coffee Beans', [category(101, 'Arabica'), category(102, 'Robusta')]),
  category(3, 'Coffee Machines'),
];
const home = 'Home';

describe('the breadcrumb trail', () => {
  it("leads from home through a product's category and its parent to the product", () => {
    expect(
      breadcrumbTrail({
        home,
        categories,
        categoryId: 101,
        product: { id: 12, name: 'Mondulkiri', categoryName: 'Arabica' },
      }),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Coffee Beans', path: '/product/category/1' },
      { name: 'Arabica', path: '/product/category/101' },
      { name: 'Mondulkiri', path: '/product/12' },
    ]);
  });

  it('ends at a category on its own page', () => {
    expect(breadcrumbTrail({ home, categories, categoryId: 3 })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Coffee Machines', path: '/product/category/3' },
    ]);
  });

  it("names the product's own category while the tree is still loading, and only home before anything is known", () => {
    expect(
      breadcrumbTrail({
        home,
        categories: undefined,
        categoryId: 101,
        product: { id: 12, name: 'Mondulkiri', categoryName: 'Arabica' },
      }),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Arabica', path: '/product/category/101' },
      { name: 'Mondulkiri', path: '/product/12' },
    ]);
    expect(breadcrumbTrail({ home, categories: undefined, categoryId: 101 })).toEqual([
      { name: 'Home', path: '/' },
    ]);
  });
});
