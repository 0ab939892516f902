import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  ErrorCode,
  phnomPenhInstant,
  pickupDays,
  pickupLeadMinutes,
  type WeeklyHours,
} from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, type Http } from '../../../../test/http';
import { addAddress, createProduct } from '../../../../test/shop-fixtures';
import { adminToken, staffMember } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { renderMessage } from '../../../platform/message-text';

/** The words of a PDF, as a reader's copy-and-paste would give them. */
const pdfText = async (bytes: Uint8Array) => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
};

// Text comes out of a PDF in the order its glyphs are drawn, so the Khmer names here have no vowel drawn before
// their consonant.
const khmerProduct = 'សូកូឡា';
const khmerFirstName = 'សុខា';
const khmerLastName = 'ចាន់';
const khmerVariant = '២៥០ ក្រាម';

describe('printable order papers', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let buyer: SignedIn;
  let delivered: { id: number; orderNumber: string };
  let pickedUp: { id: number; orderNumber: string };
  let sku: string;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    buyer = await signUp(http, { firstName: khmerFirstName, lastName: khmerLastName });
    const product = await createProduct(api.db, { price: 1_250, stock: 10, optionValues: ['250 g'] });
    await api.db
      .updateTable('products')
      .set({ name_km: khmerProduct })
      .where('id', '=', product.productId)
      .execute();
    await api.db
      .updateTable('product_option_values')
      .set({ value_km: khmerVariant })
      .where('value', '=', '250 g')
      .where('option_id', 'in', (eb) =>
        eb.selectFrom('product_options').select('id').where('product_id', '=', product.productId),
      )
      .execute();
    sku = (
      await api.db
        .selectFrom('product_variants')
        .select('sku')
        .where('id', '=', product.variantIds[0] ?? 0)
        .executeTakeFirstOrThrow()
    ).sku;
    const order = async (quantity: number, where: Record<string, unknown>) => {
      const added = await http.post(
        '/client/cart/add',
        { productId: product.productId, variantId: product.variantIds[0], quantity },
        { token: buyer.accessToken },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const placed = await http.post(
        '/client/order',
        { ...where, paymentMethod: 'cash_on_delivery' },
        { token: buyer.accessToken },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.data as { id: number; orderNumber: string };
    };
    delivered = await order(3, { deliveryType: 'delivery', addressId: await addAddress(http, buyer) });

    const sites = (await http.get('/client/showroom')).body.data as {
      key: string;
      weeklyHours: WeeklyHours;
    }[];
    const site = sites.find((one) => one.key === 'toul-kork') as { key: string; weeklyHours: WeeklyHours };
    const [day] = pickupDays(site.weeklyHours, new Date(), pickupLeadMinutes, 1);
    pickedUp = await order(2, {
      deliveryType: 'pickup',
      pickupPlace: site.key,
      pickupAt: phnomPenhInstant(day?.date ?? '', day?.times[0] ?? '').toISOString(),
    });
  });
  afterAll(() => api?.close());

  const download = async (path: string, token: string | undefined, language = 'en-US') => {
    const response = await fetch(`${api.baseUrl}/admin-api${path}`, {
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const en = (key: string, params = {}) => renderMessage(key, params, 'en');
  const km = (key: string, params = {}) => renderMessage(key, params, 'km');

  describe('GET /admin-api/orders/{id}/pick-list.pdf', () => {
    it('lists each line with its SKU, variant and quantity, the order number and how the order leaves', async () => {
      const answer = await download(`/orders/${delivered.id}/pick-list.pdf`, admin);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(answer.disposition).toContain(`pick-list-${delivered.orderNumber}.pdf`);
      const text = await pdfText(answer.bytes);
      expect(text).toContain(en('pickListTitle'));
      expect(text).toContain(delivered.orderNumber);
      // A long SKU wraps in its column.
      expect(text.replace(/\s+/g, '')).toContain(sku.replace(/\s+/g, ''));
      expect(text).toContain('250 g');
      expect(text).toMatch(/Test coffee \d+/);
      expect(text).toContain(en('paperBinNotes'));
      expect(text).toContain(en('checkoutDelivery'));
      expect(text).not.toContain('$');
    });

    it('names the showroom of a pickup order', async () => {
      const text = await pdfText((await download(`/orders/${pickedUp.id}/pick-list.pdf`, admin)).bytes);
      expect(text).toContain(pickedUp.orderNumber);
      expect(text).toContain('Toul Kork showroom');
    });

    it('is written in Khmer for a Khmer reader, with the products’ Khmer names', async () => {
      const answer = await download(`/orders/${delivered.id}/pick-list.pdf`, admin, 'km-KH');
      expect(answer.status).toBe(200);
      const text = await pdfText(answer.bytes);
      expect(text).toContain(khmerProduct);
      expect(text).toContain('២៥០');
      expect(text).toContain(km('receiptQuantity'));
      expect(text).toContain(km('adminCustomer'));
      expect(text).toContain(delivered.orderNumber);
      expect(text).not.toContain(en('pickListTitle'));
    });
  });

  describe('GET /admin-api/orders/{id}/delivery-note.pdf', () => {
    it('gives the customer, the address, the lines without prices, what to collect and a place to sign', async () => {
      const answer = await download(`/orders/${delivered.id}/delivery-note.pdf`, admin);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(answer.disposition).toContain(`delivery-note-${delivered.orderNumber}.pdf`);
      const text = await pdfText(answer.bytes);
      expect(text).toContain(en('deliveryNoteTitle'));
      expect(text).toContain(`${khmerFirstName} ${khmerLastName}`);
      expect(text).toContain(buyer.phone);
      expect(text).toContain('St. 1, #2');
      expect(text).toMatch(/Test coffee \d+/);
      expect(text).toContain(en('checkoutCashOnDelivery'));
      expect(text).toContain(en('paperAmountToCollect'));
      // Three at $12.50, delivered free in Phnom Penh: the only amount on the note is what to collect.
      expect(text).toContain('$37.50');
      expect(text).not.toContain('$12.50');
      expect(text).toContain(en('paperReceivedBy'));
    });

    it('names the pickup showroom instead of an address', async () => {
      const text = await pdfText((await download(`/orders/${pickedUp.id}/delivery-note.pdf`, admin)).bytes);
      expect(text).toContain('Toul Kork showroom');
      expect(text).toContain('$25.00');
      expect(text).not.toContain('St. 1, #2');
    });

    it('says nothing is to be collected when the order was not cash on delivery', async () => {
      await api.db
        .updateTable('orders')
        .set({ payment_method: 'card', payment_status: 'paid' })
        .where('id', '=', pickedUp.id)
        .execute();
      const text = await pdfText((await download(`/orders/${pickedUp.id}/delivery-note.pdf`, admin)).bytes);
      expect(text).toContain(en('paperNothingToCollect'));
      expect(text).not.toContain('$25.00');
    });

    it('is written in Khmer for a Khmer reader, Khmer names intact', async () => {
      const answer = await download(`/orders/${delivered.id}/delivery-note.pdf`, admin, 'km-KH');
      expect(answer.status).toBe(200);
      const text = await pdfText(answer.bytes);
      expect(text).toContain(`${khmerFirstName} ${khmerLastName}`);
      expect(text).toContain(khmerProduct);
      expect(text).toContain('$37.50');
      expect(text).not.toContain(en('deliveryNoteTitle'));
    });
  });

  describe('who may print them', () => {
    it('refuses a visitor, a customer and catalogue staff, and answers an unknown order as not found', async () => {
      const catalogue = await staffMember(http, admin, 'catalogue');
      for (const paper of ['pick-list.pdf', 'delivery-note.pdf']) {
        expect((await download(`/orders/${delivered.id}/${paper}`, undefined)).status).toBe(401);
        expect((await download(`/orders/${delivered.id}/${paper}`, buyer.accessToken)).status).toBe(403);
        const refused = await download(`/orders/${delivered.id}/${paper}`, catalogue.accessToken);
        expect(refused.status, paper).toBe(403);
        expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({
          code: ErrorCode.permissionDenied,
        });
        const unknown = await download(`/orders/99999999/${paper}`, admin);
        expect(unknown.status, paper).toBe(404);
        expect(JSON.parse(new TextDecoder().decode(unknown.bytes))).toMatchObject({
          code: ErrorCode.notFound,
          message: 'orderNotFound',
        });
      }
    });
  });
});
