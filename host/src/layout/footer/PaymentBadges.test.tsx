import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import type { LocalServer } from '../../../../shared/test/local-server';
import { serveLocalize } from '../../../../shared/test/localize';
import { render, waitFor } from '../../testing/render';
import { PaymentBadges } from './PaymentBadges';

let server: LocalServer;
beforeAll(async () => {
  server = await serveLocalize({
    footerWeAccept: 'We accept',
    paymentOnlineBankBadge: 'Online bank (KHQR)',
    paymentCardBadge: 'Credit or debit card',
    paymentCashOnDeliveryBadge: 'Cash on delivery',
    paymentCreditLineBadge: 'Credit line',
  });
});
afterAll(() => server.close());

describe('the accepted payments in the footer', () => {
  it('shows a logo for each way to pay, cards included, not text pills', async () => {
    const { container } = await render(
      <AppProviders>
        <PaymentBadges />
      </AppProviders>,
    );
    const list = await waitFor(() => {
      const found = container.querySelector('[role="list"], ul');
      expect(found?.getAttribute('aria-label')).toBe('We accept');
      return found as HTMLElement;
    });
    const logos = [...list.querySelectorAll('svg[role="img"]')].map((logo) =>
      logo.getAttribute('aria-label'),
    );
    expect(logos).toEqual(['KHQR', 'Visa', 'Mastercard', 'Cash on delivery', 'Credit line']);
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
  });
});
