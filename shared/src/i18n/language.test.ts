import { afterEach, describe, expect, it } from '@jest/globals';
import { localizeWith } from '../../test/localize';
import { adoptLanguageFromUrl, changeLanguage, chooseLanguage, savedLanguageCode } from './language';

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

  it("takes the language a link names (?lang=km) as the visitor's choice, and leaves the address without it", () => {
    window.history.replaceState(null, '', '/product/3?utm_source=x&lang=km#reviews');
    adoptLanguageFromUrl();
    expect(savedLanguageCode()).toBe('km');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/product/3?utm_source=x#reviews',
    );
    localStorage.setItem('language', 'en');
    adoptLanguageFromUrl();
    expect(savedLanguageCode()).toBe('en');
    window.history.replaceState(null, '', '/');
  });
});
