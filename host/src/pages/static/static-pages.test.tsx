import { describe, expect, it } from '@jest/globals';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen } from '@testing-library/react';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
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
    mockApi(localizeHandler(en));

    it('shows the delivery rules under their headings, with the title and the meta description', async () => {
      render(
        <BrowserRouter>
          <AppProviders>
            <DeliveryOptionsPage />
          </AppProviders>
        </BrowserRouter>,
      );
      await screen.findByRole('heading', { level: 1, name: 'Delivery options' });
      expect(screen.getByRole('heading', { level: 2, name: 'Delivery fees' })).toBeInTheDocument();
      expect(document.body).toHaveTextContent('free for orders of $90 or more');
      expect(document.title).toBe('Delivery options | Coffee Portal');
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
        en.deliveryOptionsDescription,
      );
    });
  });
});
