import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BrowserRouter } from '@portal/shared/router';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import type { LocalServer } from '../../../../shared/test/local-server';
import { serveLocalize } from '../../../../shared/test/localize';
import { byText, hasText, render, waitFor } from '../../testing/render';
import { aboutUs } from './AboutUsPage';
import { contactUs } from './ContactUsPage';
import DeliveryOptionsPage, { deliveryOptions } from './DeliveryOptionsPage';
import { makingPayments } from './MakingPaymentsPage';
import { privacyPolicy } from './PrivacyPolicyPage';
import { keysOf } from './static-page';
import { termsAndConditions } from './TermsAndConditionsPage';

const bundles: Record<string, Record<string, string>> = { en, km };
const pages = { deliveryOptions, makingPayments, termsAndConditions, privacyPolicy, aboutUs, contactUs };

describe('static pages', () => {
  it.each(Object.entries(pages))('%s has every text in English and Khmer', (_name, page) => {
    for (const code of ['en', 'km']) {
      expect(keysOf(page).filter((key) => !bundles[code]?.[key])).toEqual([]);
    }
  });

  describe('rendered', () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await serveLocalize(en);
    });
    afterAll(() => server.close());

    it('shows the delivery rules under their headings, with the title and the meta description', async () => {
      await render(
        <BrowserRouter>
          <AppProviders>
            <DeliveryOptionsPage />
          </AppProviders>
        </BrowserRouter>,
      );
      await waitFor(() => byText('h1', 'Delivery options'));
      expect(byText('h2', 'Delivery fees')).toBeTruthy();
      expect(hasText('free for orders of $90 or more')).toBe(true);
      expect(document.title).toBe('Delivery options | Coffee Portal');
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
        en.deliveryOptionsDescription,
      );
    });
  });
});
