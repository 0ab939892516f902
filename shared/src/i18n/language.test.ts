import { afterEach, describe, expect, it } from '@jest/globals';
import { localizeWith } from '../../test/localize';
import { changeLanguage, chooseLanguage } from './language';

afterEach(() => localStorage.clear());

describe('language', () => {
  it('stores the chosen language and reloads the page', () => {
    let reloads = 0;
    changeLanguage('km', () => reloads++);
    expect(localStorage.getItem('language')).toBe('km');
    expect(document.cookie).toContain('language=km');
    expect(reloads).toBe(1);
  });

  it("starts in the saved language when the server lists it, else in the server's default", () => {
    const localize = localizeWith({});
    expect(chooseLanguage(localize, 'km').locale).toBe('km-KH');
    expect(chooseLanguage(localize, 'zh').code).toBe('en');
    expect(chooseLanguage({ ...localize, defaultLanguage: 'km' }, null).code).toBe('km');
  });
});
