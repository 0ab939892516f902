import { describe, expect, it } from 'vitest';
import { sidebarMenu, visibleMenu } from './menu';

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
