import { beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { mockApi } from '../../test/mock-api';

// The page as the host's server writes it: the shell's and the shop's keys in Khmer, and the switches.
document.body.innerHTML = `<script id="page-data" type="application/json">${JSON.stringify({
  localize: {
    defaultLanguage: 'en',
    languages: [
      { code: 'en', locale: 'en-US', name: 'English' },
      { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
    ],
    translations: { km: { home: 'ទំព័រដើម' } },
  },
  translatedSections: ['shop'],
  settings: { enableAcademy: 'off' },
})}</script>`;

const asked: string[] = [];
mockApi(
  http.get('/client/*', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/client/localize')
      return HttpResponse.json({
        data: {
          defaultLanguage: 'en',
          languages: [{ code: 'km', locale: 'km-KH', name: 'ខ្មែរ' }],
          translations: { km: { home: 'ទំព័រដើម', myOrders: 'ការបញ្ជាទិញរបស់ខ្ញុំ' } },
        },
      });
    return HttpResponse.json({ data: { enableAcademy: 'on' } });
  }),
);
beforeAll(() => {
  localStorage.setItem('language', 'km');
});

describe('translations and switches the page carries', () => {
  it('start i18next in the visitor language without asking the API, covering the shell and the sections named', async () => {
    const { loadTranslations, translationsCover } = await import('./load-translations');
    const { i18n } = await import('./i18n');
    expect((await loadTranslations()).code).toBe('km');
    expect(i18n.t('home')).toBe('ទំព័រដើម');
    expect(asked).toEqual([]);
    expect(translationsCover('shop')).toBe(true);
    expect(translationsCover('account')).toBe(false);
  });

  it('are completed once by the whole bundle, which then covers every section', async () => {
    const { loadAllTranslations, translationsCover } = await import('./load-translations');
    const { i18n } = await import('./i18n');
    await Promise.all([loadAllTranslations(), loadAllTranslations()]);
    expect(asked).toEqual(['/client/localize?language=km']);
    expect(i18n.t('myOrders')).toBe('ការបញ្ជាទិញរបស់ខ្ញុំ');
    expect(translationsCover('account')).toBe(true);
  });

  it("give the first settings, and the API's afterwards", async () => {
    const { getSettings } = await import('../settings/get-settings');
    asked.length = 0;
    expect((await getSettings()).enableAcademy).toBe('off');
    expect(asked).toEqual([]);
    expect((await getSettings()).enableAcademy).toBe('on');
    expect(asked).toEqual(['/client/settings']);
  });
});
