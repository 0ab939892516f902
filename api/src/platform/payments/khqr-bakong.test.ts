import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { BakongKHQR, khqrData } from 'bakong-khqr';
import { expect } from '../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../test/accounts';
import { createHttp, type Http } from '../../../test/http';
import { addAddress, createProduct } from '../../../test/shop-fixtures';
import { type StartedApi, startApi } from '../../../test/start-api';
import { buildKhqr, crc16, type KhqrMerchant } from './khqr';

// Every KHQR we issue is read back by the National Bank of Cambodia's own SDK (bakong-khqr), the way a banking app
// reads the code a customer scans: it must be valid (checksum, required tags, lengths, a live expiry) and carry the
// order's amount in US dollars, the order's number as bill number and our Bakong account.

/** ISO 4217 numeric code of the US dollar. */
const usd = 840;

/** What the SDK reads from a KHQR; a failed decode fails the test. */
const decode = (qr: string) => {
  const answer = BakongKHQR.decode(qr);
  expect(answer.status, qr).toEqual({ code: 0, errorCode: null, message: null });
  return answer.data;
};

const isValid = (qr: string) => BakongKHQR.verify(qr).isValid;

/** The payload with the text at `index` replaced. */
const replaceAt = (text: string, index: number, by: string) =>
  `${text.slice(0, index)}${by}${text.slice(index + by.length)}`;

/** The payload with its amount (tag 54) changed to `amount`, keeping its old checksum or computing a new one. */
const withAmount = (qr: string, amount: string, checksum: 'stale' | 'recomputed') => {
  const at = qr.indexOf('5303840') + '5303840'.length;
  expect(qr.slice(at, at + 2)).toBe('54');
  const length = Number(qr.slice(at + 2, at + 4));
  const body = `${qr.slice(0, at)}54${String(amount.length).padStart(2, '0')}${amount}${qr.slice(at + 4 + length, -4)}`;
  return checksum === 'stale' ? body + qr.slice(-4) : body + crc16(body);
};

describe('KHQR read by the Bakong SDK', () => {
  describe('the builder', () => {
    const merchants: Record<string, KhqrMerchant> = {
      individual: { bakongAccountId: 'coffee_portal@aclb', name: 'Coffee Portal', city: 'Phnom Penh' },
      merchant: {
        bakongAccountId: 'coffee_portal@aclb',
        merchantId: 'CP-000123',
        acquiringBank: 'ACLEDA Bank',
        name: 'Coffee Portal',
        city: 'Phnom Penh',
      },
    };
    const build = (merchant: KhqrMerchant, amountCents: number, billNumber = 'CP00000042') => {
      const createdAt = new Date();
      return buildKhqr({
        merchant,
        amountCents,
        billNumber,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      });
    };

    describe.each(Object.entries(merchants))('for the %s account', (kind, merchant) => {
      const amounts = [1, 5, 99, 1_250, 10_000, 123_456, 9_999_999];
      it.each(amounts.map((amountCents) => ({ dollars: (amountCents / 100).toFixed(2), amountCents })))(
        'carries $$dollars',
        ({ amountCents }) => {
          const qr = build(merchant, amountCents, `CP${amountCents}`);
          expect(isValid(qr), qr).toBe(true);
          const data = decode(qr);
          expect(Number(data.transactionAmount), qr).toBe(amountCents / 100);
          expect(Number(data.transactionCurrency)).toBe(usd);
          expect(Number(data.transactionCurrency)).toBe(khqrData.currency.usd);
          expect(data).toMatchObject({
            merchantType: kind === 'merchant' ? '30' : '29',
            bakongAccountID: merchant.bakongAccountId,
            merchantID: merchant.merchantId ?? null,
            acquiringBank: merchant.acquiringBank ?? null,
            merchantName: merchant.name,
            merchantCity: merchant.city,
            billNumber: `CP${amountCents}`,
            pointofInitiationMethod: '12',
            countryCode: 'KH',
          });
        },
      );
    });

    it('is refused by the SDK once a character or the amount is changed', () => {
      const qr = build(merchants.individual as KhqrMerchant, 1_250);
      expect(isValid(qr)).toBe(true);
      // A wrong checksum: each of its four digits changed in turn.
      for (let index = qr.length - 4; index < qr.length; index += 1) {
        const other = qr[index] === '0' ? '1' : '0';
        expect(isValid(replaceAt(qr, index, other)), `checksum digit ${index}`).toBe(false);
      }
      // A changed amount under the old checksum.
      expect(decode(qr).transactionAmount).toBe('12.50');
      expect(isValid(withAmount(qr, '12.60', 'stale'))).toBe(false);
      expect(isValid(withAmount(qr, '1250', 'stale'))).toBe(false);
      // With a matching checksum the SDK accepts the changed amount: only the amount check tells it from ours.
      const forged = withAmount(qr, '12.60', 'recomputed');
      expect(isValid(forged)).toBe(true);
      expect(Number(decode(forged).transactionAmount)).not.toBe(12.5);
    });

    it('is refused by the SDK without a live expiry, as a one-payment KHQR must have', () => {
      const merchant = merchants.individual as KhqrMerchant;
      const past = new Date(Date.now() - 60 * 60_000);
      const expired = buildKhqr({
        merchant,
        amountCents: 100,
        billNumber: 'CP1',
        createdAt: past,
        expiresAt: new Date(past.getTime() + 15 * 60_000),
      });
      expect(isValid(expired)).toBe(false);
      expect(
        isValid(buildKhqr({ merchant, amountCents: 100, billNumber: 'CP1', createdAt: new Date() })),
      ).toBe(false);
    });
  });

  describe.each([
    ['an individual Bakong account (the default)', {}],
    ['a merchant account', { KHQR_MERCHANT_ID: 'CP-000123', KHQR_ACQUIRING_BANK: 'ACLEDA Bank' }],
  ])('an order paid online to %s', (_account, env: Record<string, string>) => {
    let api: StartedApi;
    let http: Http;
    let customer: SignedIn;
    let addressId: number;
    beforeAll(async () => {
      api = await startApi({ env });
      http = createHttp(api.baseUrl);
      customer = await signUp(http);
      addressId = await addAddress(http, customer);
    });
    afterAll(() => api?.close());

    /** A customer buys `quantity` of a product at `price` cents, delivered, paying by KHQR; the API's answer. */
    const order = async (price: number, quantity: number) => {
      const product = await createProduct(api.db, { price, stock: 100 });
      const added = await http.post(
        '/client/cart/add',
        { productId: product.productId, quantity },
        { token: customer.accessToken },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const placed = await http.post(
        '/client/order',
        { deliveryType: 'delivery', addressId, paymentMethod: 'online_bank' },
        { token: customer.accessToken },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.data;
    };

    it.each([
      { price: 1_250, quantity: 1, totalCents: 1_250 },
      { price: 1_575, quantity: 2, totalCents: 3_150 },
      { price: 2_000, quantity: 3, totalCents: 6_000 },
      { price: 99, quantity: 7, totalCents: 693 },
    ])(
      'carries the order total of $totalCents cents, the order number and our account',
      async ({ price, quantity, totalCents }) => {
        const placed = await order(price, quantity);
        expect(placed).toMatchObject({ status: 'waiting_for_payment', totalAmount: totalCents });
        const qr: string = placed.khqr;
        expect(typeof qr).toBe('string');
        expect(isValid(qr), qr).toBe(true);

        const merchant = api.config.payments.merchant;
        expect(merchant.merchantId !== undefined).toBe('KHQR_MERCHANT_ID' in env);
        const data = decode(qr);
        expect(Number(data.transactionAmount), qr).toBe(placed.totalAmount / 100);
        expect(Number(data.transactionCurrency)).toBe(usd);
        expect(data.billNumber).toBe(placed.orderNumber);
        expect(data.billNumber).toBe(placed.paymentReference);
        expect(data).toMatchObject({
          merchantType: merchant.merchantId ? '30' : '29',
          bakongAccountID: merchant.bakongAccountId,
          merchantID: merchant.merchantId ?? null,
          acquiringBank: merchant.acquiringBank ?? null,
          merchantName: merchant.name,
          merchantCity: merchant.city,
          pointofInitiationMethod: '12',
          countryCode: 'KH',
        });
        expect(Number(data.expirationTimestamp)).toBe(new Date(placed.paymentExpiresAt).getTime());
        expect(Number(data.creationTimestamp)).toBeLessThan(Number(data.expirationTimestamp));

        // The order detail shows the same code while the order waits for its payment.
        const detail = await http.get(`/client/order/detail/${placed.id}`, { token: customer.accessToken });
        expect(detail.body.data.khqr).toBe(qr);
      },
    );
  });
});
