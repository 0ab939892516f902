import { describe, expect, it } from '@jest/globals';
import shareVersionPlugin, { caretAccepts } from './share-version-plugin';

describe('caretAccepts', () => {
  it('accepts the same major at or above the wanted version', () => {
    expect(caretAccepts('^19.2.0', '19.2.0')).toBe(true);
    expect(caretAccepts('^19.2.0', '19.2.7')).toBe(true);
    expect(caretAccepts('^19.2.3', '19.3.0')).toBe(true);
  });

  it('refuses another major or an older version', () => {
    expect(caretAccepts('^19.2.0', '18.3.1')).toBe(false);
    expect(caretAccepts('^19.2.0', '20.0.0')).toBe(false);
    expect(caretAccepts('^19.2.3', '19.2.2')).toBe(false);
    expect(caretAccepts('^19.2.0', '19.1.9')).toBe(false);
  });

  it('leaves what is not a plain caret of a 1.x-or-later version to the full check', () => {
    expect(caretAccepts('^0.4.0', '0.4.1')).toBeNull();
    expect(caretAccepts('~19.2.0', '19.2.1')).toBeNull();
    expect(caretAccepts('^19.2.0', '19.2.0-rc.1')).toBeNull();
    expect(caretAccepts('>=19 <21', '19.2.0')).toBeNull();
  });
});

describe('shareVersionPlugin', () => {
  const react = { version: '19.2.0', from: 'host' };
  const args = (requiredVersion: string | false, version = '19.2.0', singleton = true) => {
    const fallback = () => ({ shared: 'checked by the runtime', useTreesShaking: false });
    return {
      shareScopeMap: { default: { react: { [version]: react } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      resolver: fallback,
    };
  };
  const { resolveShare } = shareVersionPlugin();

  it('hands back the registered singleton when the plain caret is met', () => {
    expect(resolveShare(args('^19.0.0')).resolver()).toEqual({ shared: react, useTreesShaking: false });
  });

  it("keeps the runtime's own resolver, and its warning, for a mismatch or anything else", () => {
    for (const input of [args('^20.0.0'), args('~19.2.0'), args(false), args('^19.0.0', '19.2.0', false)]) {
      expect(resolveShare(input)).toBe(input);
    }
  });
});
