import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
import { PaymentBadges } from './PaymentBadges';

mockApi(
  localizeHandler({
    footerWeAccept: 'We accept',
    paymentOnlineBankBadge: 'Online bank (KHQR)',
    paymentCardBadge: 'Credit or debit card',
    paymentCashOnDeliveryBadge: 'Cash on delivery',
    paymentCreditLineBadge: 'Credit line',
  }),
);

describe('the accepted payments in the footer', () => {
  it('shows a logo for each way to pay, cards included, not text pills', async () => {
    const { container } = render(
      <AppProviders>
        <PaymentBadges />
      </AppProviders>,
    );
    const list = await screen.findByRole('list', { name: 'We accept' });
    const logos = within(list)
      .getAllByRole('img')
      .map((logo) => logo.getAttribute('aria-label'));
    expect(logos).toEqual(['KHQR', 'Visa', 'Mastercard', 'Cash on delivery', 'Credit line']);
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
  });
});
