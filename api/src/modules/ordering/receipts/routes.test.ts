import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { createProduct, placeCashOrder } from '../../../../test/shop-fixtures';
import { adminToken } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { renderMessage } from '../../../platform/message-text';

type Download = { status: number; type: string | null; disposition: string | null; bytes: Uint8Array };

/** The words of a PDF, as a reader's copy-and-paste would give them. */
const pdfText = async (bytes: Uint8Array) => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
};

describe('order receipts', () => {
  let api: StartedApi;
  let http: Http;
  let buyer: SignedIn;
  let order: { id: number; orderNumber: string; totalAmount: number };
  let lineName: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    buyer = await signUp(http);
    const product = await createProduct(api.db, { price: 1_250, stock: 5 });
    const placed = await placeCashOrder(http, buyer, product.productId, 2);
    order = placed;
    lineName = placed.lines[0]?.name ?? '';
  });
  afterAll(() => api?.close());

  const download = async (path: string, token?: string, language = 'en-US'): Promise<Download> => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const envelope = (answer: Download) => JSON.parse(new TextDecoder().decode(answer.bytes));
  const pdfStart = (answer: Download) => new TextDecoder().decode(answer.bytes.slice(0, 5));

  describe('GET /client/order/{id}/receipt', () => {
    it('needs a signed-in user', async () => {
      const answer = await download(`/client/order/${order.id}/receipt`);
      expect(answer.status).toBe(401);
    });

    it("answers another customer's order and an unknown one as not found", async () => {
      const stranger = await signUp(http);
      for (const id of [order.id, 99_999_999]) {
        const answer = await download(`/client/order/${id}/receipt`, stranger.accessToken);
        expect(answer.status, String(id)).toBe(404);
        expect(envelope(answer), String(id)).toMatchObject({
          statusCode: 404,
          code: ErrorCode.notFound,
          message: 'orderNotFound',
        });
      }
    });

    it('gives the buyer a PDF with the order number, its lines and its total', async () => {
      const answer = await download(`/client/order/${order.id}/receipt`, buyer.accessToken);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(answer.disposition).toContain(`receipt-${order.orderNumber}.pdf`);
      expect(pdfStart(answer)).toBe('%PDF-');
      const text = await pdfText(answer.bytes);
      expect(text).toContain(order.orderNumber);
      expect(text).toContain(lineName);
      expect(order.totalAmount).toBe(2_500);
      expect(text).toContain('$25.00');
      expect(text).toContain('Receipt');
      expect(text).toContain(renderMessage('orderStatusPending', {}, 'en'));
    });

    it('writes Khmer for a Khmer reader', async () => {
      const answer = await download(`/client/order/${order.id}/receipt`, buyer.accessToken, 'km-KH');
      expect(answer.status).toBe(200);
      const text = await pdfText(answer.bytes);
      expect(text).toContain(order.orderNumber);
      expect(text).toContain('$25.00');
      expect(text).toMatch(/[\u1780-\u17FF]/);
      // Text comes out of a PDF in the order its glyphs are drawn, so the check uses a label whose Khmer has no
      // vowel drawn before its consonant.
      expect(text).toContain(renderMessage('checkoutPaymentMethod', {}, 'km'));
      expect(text).not.toContain('Receipt');
    });
  });

  describe('GET /admin-api/orders/{id}/receipt', () => {
    it('needs a staff token', async () => {
      expect((await download(`/admin-api/orders/${order.id}/receipt`)).status).toBe(401);
      expect((await download(`/admin-api/orders/${order.id}/receipt`, buyer.accessToken)).status).toBe(403);
    });

    it("gives staff any customer's receipt", async () => {
      const answer = await download(`/admin-api/orders/${order.id}/receipt`, await adminToken(http));
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(pdfStart(answer)).toBe('%PDF-');
      const text = await pdfText(answer.bytes);
      expect(text).toContain(order.orderNumber);
      expect(text).toContain(lineName);
    });

    it('answers an unknown order as not found', async () => {
      const answer = await download('/admin-api/orders/99999999/receipt', await adminToken(http));
      expect(answer.status).toBe(404);
    });
  });
});
