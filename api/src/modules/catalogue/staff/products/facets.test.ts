import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type AdminProductDetail, productSearchEnvelope } from '@portal/shared/contract';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe("a product's roast, grinds and equipment type in the back office", () => {
  let api: StartedApi;
  let http: Http;
  let catalogue: ReturnType<typeof staffCalls>;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    catalogue = staffCalls(http, (await staffMember(http, await adminToken(http), 'catalogue')).accessToken);
  });
  afterAll(() => api?.close());

  const roastCounts = async () => {
    const answer = await http.get('/client/product?categoryId=1&limit=1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { meta } = productSearchEnvelope.parse(answer.body);
    return Object.fromEntries(meta.facets.roasts.map(({ value, count }) => [value, count]));
  };
  const bodyOf = (product: AdminProductDetail) => ({
    name: product.name,
    nameKm: product.nameKm,
    description: product.description,
    descriptionKm: product.descriptionKm,
    categoryId: product.categoryId,
    brandId: product.brandId,
    isActive: product.isActive,
    isTopSelection: product.isTopSelection,
    isMerchandise: product.isMerchandise,
    images: product.images.map(({ image, width, height }) => ({ image, width, height })),
  });

  it("sets a coffee's roast and grinds, and the shop's roast counts follow at once", async () => {
    const light = await api.db
      .selectFrom('products')
      .select('id')
      .where('roast', '=', 'light')
      .where('category_id', 'in', (eb) =>
        eb
          .selectFrom('categories')
          .select('id')
          .where((c) => c.or([c('id', '=', 1), c('parent_id', '=', 1)])),
      )
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await roastCounts();
    expect(before.light).toBeGreaterThan(0);
    const product = (await catalogue.get(`/products/${light.id}`)).body.data as AdminProductDetail;
    expect(product.roast).toBe('light');

    const saved = await catalogue.put(`/products/${light.id}`, {
      ...bodyOf(product),
      roast: 'dark',
      grinds: ['espresso', 'wholeBean', 'espresso'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ roast: 'dark', grinds: ['espresso', 'wholeBean'] });
    expect(await roastCounts()).toEqual({
      ...before,
      light: (before.light ?? 0) - 1,
      dark: (before.dark ?? 0) + 1,
    });

    // A form that does not name them keeps them.
    const kept = await catalogue.put(`/products/${light.id}`, { ...bodyOf(product), name: 'Renamed' });
    expect(kept.body.data).toMatchObject({
      name: 'Renamed',
      roast: 'dark',
      grinds: ['espresso', 'wholeBean'],
    });

    const cleared = await catalogue.put(`/products/${light.id}`, {
      ...bodyOf(product),
      roast: null,
      grinds: [],
    });
    expect(cleared.body.data).toMatchObject({ roast: null, grinds: [] });
    expect((await roastCounts()).dark).toBe(before.dark);
  });

  it('sets an equipment type, and refuses a roast, grind or type outside the lists', async () => {
    const product = (await catalogue.get('/products/1')).body.data as AdminProductDetail;
    const typed = await catalogue.put('/products/1', { ...bodyOf(product), equipmentType: 'grinder' });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data.equipmentType).toBe('grinder');
    const cases: [Record<string, unknown>, string][] = [
      [{ roast: 'burnt' }, 'adminCatalogueRoastInvalid'],
      [{ grinds: ['powder'] }, 'adminCatalogueGrindInvalid'],
      [{ equipmentType: 'kettle' }, 'adminCatalogueEquipmentTypeInvalid'],
    ];
    for (const [overrides, key] of cases) {
      const answer = await catalogue.put('/products/1', { ...bodyOf(product), ...overrides });
      expect(answer.status, key).toBe(400);
      expect(envelopeOf(answer).message).toBe(key);
    }
  });
});
