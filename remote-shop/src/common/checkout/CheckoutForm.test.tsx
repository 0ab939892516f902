import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AppProviders, clearSession, configureApi, queryClient, saveTokens } from '@portal/shared';
import type { CartEnvelope, CartLine } from '@portal/shared/contract';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen, within } from '@testing-library/react';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { type LocalServer, sendJson, startLocalServer } from '../../../../shared/test/local-server';
import { CheckoutForm } from './CheckoutForm';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 1,
  productId: 10,
  variantId: 100,
  name: 'Arabica Blend',
  variantName: '250 g · Whole bean',
  imageUrl: '/client/files/arabica.webp',
  categoryId: 1,
  unitPrice: 1250,
  compareAtPrice: null,
  quantity: 2,
  lineTotal: 2500,
  stock: 50,
  available: true,
  ...overrides,
});

const cart: CartEnvelope = {
  data: [
    line({}),
    line({
      id: 2,
      productId: 11,
      variantId: 110,
      name: 'Milk Jug',
      variantName: '',
      imageUrl: null,
      unitPrice: 900,
      quantity: 1,
      lineTotal: 900,
    }),
  ],
  totalCart: 2,
  paymentDetail: { subtotalAmount: 3400, totalDiscountAmount: 0, totalAmount: 3400 },
  message: 'ok',
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/client/localize'))
      return sendJson(response, 200, {
        data: {
          defaultLanguage: 'en',
          languages: [
            { code: 'en', locale: 'en-US', name: 'English' },
            { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
          ],
          translations: { en, km },
        },
        message: 'ok',
      });
    if (url.startsWith('/client/cart')) return sendJson(response, 200, cart);
    if (url.startsWith('/client/address')) return sendJson(response, 200, { data: [], message: 'ok' });
    if (url.startsWith('/client/payment/method'))
      return sendJson(response, 200, {
        data: [{ key: 'cash_on_delivery', available: true, reason: null }],
        message: 'ok',
      });
    sendJson(response, 404, { statusCode: 404, code: 4040, error: 'Not Found', message: 'notFound' });
  });
  configureApi({ baseURL: `${server.url}/client` });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  clearSession();
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
});

const checkout = () =>
  render(
    <AppProviders>
      <BrowserRouter>
        <CheckoutForm source="cart" />
      </BrowserRouter>
    </AppProviders>,
  );
const arrives = { timeout: 10_000 };

describe('checkout', () => {
  it.each([
    { language: 'en', texts: en },
    { language: 'km', texts: km },
  ])(
    'lists what is being bought above the totals, with a way back to the cart ($language)',
    async ({ language, texts }) => {
      localStorage.setItem('language', language);
      checkout();

      const items = await screen.findByRole('list', { name: texts.checkoutItems }, arrives);
      const rows = within(items).getAllByRole('listitem');
      expect(rows).toHaveLength(2);

      const [arabica, jug] = rows as [HTMLElement, HTMLElement];
      expect(within(arabica).getByText('Arabica Blend')).toBeInTheDocument();
      expect(within(arabica).getByText('250 g · Whole bean')).toBeInTheDocument();
      expect(
        within(arabica).getByText(texts.checkoutItemQuantity.replace('{{quantity}}', '2')),
      ).toBeInTheDocument();
      expect(within(arabica).getByText('$25.00')).toBeInTheDocument();
      // The picture is decorative beside the name (alt=""), so it is found as an element, not by role.
      expect(arabica.querySelector('img')).toHaveAttribute('src', '/client/files/arabica.webp');
      expect(within(jug).getByText('Milk Jug')).toBeInTheDocument();
      expect(within(jug).getByText('$9.00')).toBeInTheDocument();

      const change = screen.getByRole('link', { name: texts.checkoutChangeItems });
      expect(change).toHaveAttribute('href', '/cart');

      // Above the totals: the list comes before the subtotal in the page.
      const subtotal = screen.getByText(texts.cartSubtotal);
      expect(items.compareDocumentPosition(subtotal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
    15_000,
  );
});
