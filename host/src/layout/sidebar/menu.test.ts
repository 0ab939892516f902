import { describe, expect, it } from '@jest/globals';
import { fullMenu, productMenu, sidebarMenu, visibleMenu } from './menu';

const keys = (items: ReturnType<typeof visibleMenu>): string[] =>
  items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);

describe('sidebar menu', () => {
  it('shows every item while no setting is off', () => {
    expect(keys(visibleMenu(sidebarMenu, {}))).toEqual(keys(sidebarMenu));
  });

  it('hides a top-level item whose setting is off, with its children', () => {
    const shown = keys(visibleMenu(sidebarMenu, { enableServices: 'off' }));
    expect(shown).not.toContain('services');
    expect(shown).not.toContain('tutorial');
    expect(shown).toContain('academy');
  });

  it('hides a child item whose setting is off and keeps its siblings', () => {
    const shown = keys(visibleMenu(sidebarMenu, { enableServiceTutorial: 'off', Showroom: 'off' }));
    expect(shown).not.toContain('tutorial');
    expect(shown).not.toContain('showroom');
    expect(shown).toContain('serviceHistory');
  });

  it('hides a group once all of its children are hidden', () => {
    const shown = keys(
      visibleMenu(sidebarMenu, {
        enableServicePackage: 'off',
        enableServiceCheckUpRequest: 'off',
        enableServiceHistory: 'off',
        enableServiceTutorial: 'off',
      }),
    );
    expect(shown).not.toContain('services');
  });
});

describe('the product menu (spec section 2)', () => {
  const categories = [
    { id: 1, name: 'Coffee beans' },
    { id: 7, name: 'Package promotions' },
  ];

  it('has one child per server category; category 7 leads to the package promotions', () => {
    expect(productMenu(categories).children?.map((child) => [child.label, child.to])).toEqual([
      ['Coffee beans', '/product/category/1'],
      ['Package promotions', '/product/package-promotion/7'],
    ]);
  });

  it('sits between Home and Services, and goes with its setting', () => {
    expect(fullMenu(categories).map((item) => item.key)).toEqual([
      'home',
      'product',
      'services',
      'academy',
      'showroom',
    ]);
    expect(keys(visibleMenu(fullMenu(categories), { Product: 'off' }))).not.toContain('category-1');
  });

  it('is hidden while the categories are unknown (no child to open)', () => {
    expect(keys(visibleMenu(fullMenu([]), {}))).not.toContain('product');
  });
});
