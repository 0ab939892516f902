import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql } from 'kysely';
import { expect } from '../../../../../../test/support/expect';
import { downloadCsv } from '../../../../../test/csv';
import { createHttp, type Http } from '../../../../../test/http';
import { createProduct, stockOf, type TestProduct } from '../../../../../test/shop-fixtures';
import { adminToken, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';
import { csvLine, utf8Bom } from '../../../../platform/csv';

const header = [
  'Product ID',
  'Product',
  'Product name in Khmer',
  'Category',
  'Brand',
  'SKU',
  'Price (USD)',
  'Stock',
  'Active',
];
const sheetOf = (rows: unknown[][]) => utf8Bom + [header, ...rows].map(csvLine).join('');

describe('POST /admin-api/catalogue/import', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let kettle: TestProduct;
  let kettleSkus: string[];
  let categoryName: string;

  const importSheet = (sheet: string, dryRun: boolean, token = admin) =>
    http.call('POST', `/admin-api/catalogue/import?dryRun=${dryRun}`, undefined, {
      token,
      raw: sheet,
      headers: { 'content-type': 'text/csv' },
    });

  /** Everything an import could change, to show that a refused or unchanged sheet changed nothing. */
  const catalogueState = async () => ({
    products: await api.db.selectFrom('products').selectAll().orderBy('id').execute(),
    variants: await api.db.selectFrom('product_variants').selectAll().orderBy('id').execute(),
    prices: await api.db
      .selectFrom('product_variant_prices')
      .selectAll()
      .orderBy('variant_id')
      .orderBy('customer_group_id')
      .execute(),
    movements: await api.db.selectFrom('stock_movements').select('id').execute(),
  });

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    kettle = await createProduct(api.db, { price: 4_550, stock: 7 });
    await api.db
      .updateTable('products')
      .set({ name: 'Gooseneck kettle', name_km: 'កំសៀវ' })
      .where('id', '=', kettle.productId)
      .execute();
    kettleSkus = (
      await api.db
        .selectFrom('product_variants')
        .select('sku')
        .where('product_id', '=', kettle.productId)
        .execute()
    ).map((row) => row.sku);
    categoryName = (
      await api.db
        .selectFrom('categories')
        .select('name')
        .where('id', '=', kettle.categoryId)
        .executeTakeFirstOrThrow()
    ).name;
  });
  afterAll(() => api?.close());

  it('lists every problem by row and column on a dry run, and writes nothing even when asked to', async () => {
    const sheet = sheetOf([
      ['', 'Moka pot', 'ឆ្នាំងម៉ូកា', 'No such category', '', 'MOKA-1', '12.50', '3', 'Yes'],
      ['', 'Milk jug', '', categoryName, '', 'JUG-1', '12.5x', '-1', 'Yes'],
      ['', 'Tamper', 'ឧបករណ៍សង្កត់', categoryName, '', 'MOKA-1', '9.00', '2', 'Maybe'],
      [999_999, 'Ghost', 'ខ្មោច', categoryName, '', 'GHOST-1', '1.00', '1', 'Yes'],
    ]);
    const before = await catalogueState();
    for (const dryRun of [true, false]) {
      const answer = await importSheet(sheet, dryRun);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ dryRun, written: false, rows: 4 });
      const problems = answer.body.data.problems.map(({ row, column, code }: Record<string, unknown>) => ({
        row,
        column,
        code,
      }));
      expect(problems).toEqual([
        { row: 2, column: 'category', code: 'adminImportUnknownCategory' },
        { row: 3, column: 'productNameKm', code: 'adminImportKhmerNameIsRequired' },
        { row: 3, column: 'price', code: 'adminCataloguePriceInvalid' },
        { row: 3, column: 'stock', code: 'adminImportStockInvalid' },
        { row: 4, column: 'sku', code: 'adminImportDuplicateSku' },
        { row: 4, column: 'active', code: 'adminImportActiveInvalid' },
        { row: 5, column: 'productId', code: 'adminImportUnknownProduct' },
      ]);
    }
    expect(await catalogueState()).toEqual(before);
  });

  it('names a missing column and a sheet that is not CSV', async () => {
    const noSku = `${['Product ID', 'Product', 'Product name in Khmer', 'Category', 'Brand', 'Price (USD)', 'Stock', 'Active'].join(',')}\r\n`;
    const missing = await importSheet(noSku, true);
    expect(missing.body.data.problems).toEqual([
      { row: 1, column: 'sku', code: 'adminImportColumnMissing', value: '' },
    ]);
    const broken = await importSheet(`${header.join(',')}\r\n"unclosed,1\r\n`, true);
    expect(broken.body.data.problems).toEqual([
      { row: 2, column: null, code: 'adminImportNotCsv', value: '' },
    ]);
  });

  it('creates and changes what a valid sheet says, in one go, and says what it did', async () => {
    const [kettleSku] = kettleSkus as [string];
    const sheet = sheetOf([
      [kettle.productId, 'Gooseneck kettle', 'កំសៀវ ក​ក្ងាន', categoryName, '', kettleSku, '39.90', '12', 'Yes'],
      ['', 'Moka pot', 'ឆ្នាំងម៉ូកា', categoryName, '', 'MOKA-3CUP', '24.00', '5', 'Yes'],
      ['', 'Milk jug', 'ពែងទឹកដោះគោ', categoryName, '', 'JUG-600', '32.00', '0', 'Yes'],
    ]);
    const before = await catalogueState();
    const checked = await importSheet(sheet, true);
    const expected = {
      written: false,
      problems: [],
      productsCreated: 2,
      productsChanged: 1,
      variantsCreated: 2,
      variantsChanged: 1,
      createdSkus: ['MOKA-3CUP', 'JUG-600'],
      changedSkus: [kettleSku],
    };
    expect(checked.body.data).toMatchObject(expected);
    expect(await catalogueState()).toEqual(before);

    const imported = await importSheet(sheet, false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ ...expected, written: true });

    const kettleRow = await api.db
      .selectFrom('products')
      .select(['name_km'])
      .where('id', '=', kettle.productId)
      .executeTakeFirstOrThrow();
    expect(kettleRow.name_km).toBe('កំសៀវ ក​ក្ងាន');
    const [kettleVariant] = kettle.variantIds as [number];
    expect(await stockOf(api.db, kettleVariant)).toBe(12);
    const price = await api.db
      .selectFrom('product_variant_prices')
      .select('price_cents')
      .where('variant_id', '=', kettleVariant)
      .where('customer_group_id', '=', 142)
      .executeTakeFirstOrThrow();
    expect(price.price_cents).toBe(3_990);
    const movement = await api.db
      .selectFrom('stock_movements')
      .select(['quantity', 'stock_after'])
      .where('variant_id', '=', kettleVariant)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(movement).toEqual({ quantity: 5, stock_after: 12 });

    const moka = await api.db
      .selectFrom('products')
      .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
      .innerJoin('product_variant_prices', 'product_variant_prices.variant_id', 'product_variants.id')
      .select([
        'products.name',
        'products.name_km',
        'products.is_active',
        'product_variants.sku',
        'product_variants.stock',
        'price_cents',
      ])
      .where('products.name', 'in', ['Moka pot', 'Milk jug'])
      .where('customer_group_id', '=', 142)
      .orderBy('product_variants.sku')
      .execute();
    expect(moka).toEqual([
      {
        name: 'Milk jug',
        name_km: 'ពែងទឹកដោះគោ',
        is_active: true,
        sku: 'JUG-600',
        stock: 0,
        price_cents: 3_200,
      },
      {
        name: 'Moka pot',
        name_km: 'ឆ្នាំងម៉ូកា',
        is_active: true,
        sku: 'MOKA-3CUP',
        stock: 5,
        price_cents: 2_400,
      },
    ]);

    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'catalogue.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.after)).toContain('MOKA-3CUP');

    // Without their new product's id the same rows would make the product again: refused, not doubled.
    const again = await importSheet(sheet, false);
    expect(again.body.data.problems.map(({ row, code }: Record<string, unknown>) => ({ row, code }))).toEqual(
      [
        { row: 3, code: 'adminImportSkuOfAnotherProduct' },
        { row: 4, code: 'adminImportSkuOfAnotherProduct' },
      ],
    );
  });

  it('changes nothing with a sheet downloaded and imported unchanged, in English or in Khmer', async () => {
    for (const language of ['en-US', 'km-KH']) {
      const { text } = await downloadCsv(`${api.baseUrl}/admin-api/products/export`, admin, language);
      // The seeded coffees' roasts and grinds go out and come back in the caller's language.
      const [roast, grind] =
        language === 'en-US' ? ['Dark roast', 'Ground for espresso'] : ['លីងខ្លាំង', 'កិនសម្រាប់អេស្ប្រេសូ'];
      expect(text).toContain(roast);
      expect(text).toContain(grind);
      const before = await catalogueState();
      const answer = await importSheet(text, false);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        written: true,
        problems: [],
        productsCreated: 0,
        productsChanged: 0,
        variantsCreated: 0,
        variantsChanged: 0,
        createdSkus: [],
        changedSkus: [],
      });
      expect(answer.body.data.rows).toBe(before.variants.length);
      expect(await catalogueState()).toEqual(before);
    }
  });

  it('gives a product at most the one variant a sheet without option columns can describe', async () => {
    const [kettleSku] = kettleSkus as [string];
    const answer = await importSheet(
      sheetOf([
        [
          kettle.productId,
          'Gooseneck kettle',
          'កំសៀវ ក​ក្ងាន',
          categoryName,
          '',
          kettleSku,
          '39.90',
          '12',
          'Yes',
        ],
        [
          kettle.productId,
          'Gooseneck kettle',
          'កំសៀវ ក​ក្ងាន',
          categoryName,
          '',
          'KETTLE-2L',
          '49.90',
          '1',
          'Yes',
        ],
        ['', 'Pour-over set', 'ឈុតចាក់', categoryName, '', 'POUR-1', '20.00', '1', 'Yes'],
        ['', 'Pour-over set', 'ឈុតចាក់', categoryName, '', 'POUR-2', '25.00', '1', 'Yes'],
      ]),
      true,
    );
    expect(
      answer.body.data.problems.map(({ row, column, code }: Record<string, unknown>) => ({
        row,
        column,
        code,
      })),
    ).toEqual([
      { row: 3, column: 'sku', code: 'adminImportVariantNeedsOptions' },
      { row: 5, column: 'sku', code: 'adminImportVariantNeedsOptions' },
    ]);
  });

  it('writes all of a sheet or none of it: a row the database refuses undoes the rows before it', async () => {
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`.execute(api.db);
    await sql`create trigger refuse_boom before insert on product_variants
      for each row when (new.sku = 'BOOM-2') execute function refuse_boom()`.execute(api.db);
    try {
      const sheet = sheetOf([
        ['', 'Drip kettle', 'កំសៀវចាក់', categoryName, '', 'BOOM-1', '30.00', '3', 'Yes'],
        ['', 'Drip stand', 'ជើងចាក់', categoryName, '', 'BOOM-2', '20.00', '3', 'Yes'],
      ]);
      expect((await importSheet(sheet, true)).body.data).toMatchObject({ problems: [], variantsCreated: 2 });
      const before = await catalogueState();
      expect((await importSheet(sheet, false)).status).toBe(500);
      expect(await catalogueState()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_boom on product_variants`.execute(api.db);
      await sql`drop function refuse_boom()`.execute(api.db);
    }
  });

  it('takes a variant off sale, and puts a product on sale, by the Active column alone', async () => {
    const mug = await createProduct(api.db, { price: 900, stock: 4, optionValues: ['S', 'L'] });
    await api.db
      .updateTable('products')
      .set({ name: 'Mug', name_km: 'ពែង' })
      .where('id', '=', mug.productId)
      .execute();
    const variants = await api.db
      .selectFrom('product_variants')
      .select(['id', 'sku'])
      .where('product_id', '=', mug.productId)
      .orderBy('id')
      .execute();
    const row = (sku: string, active: string) => [
      mug.productId,
      'Mug',
      'ពែង',
      categoryName,
      '',
      sku,
      '9.00',
      '4',
      active,
    ];
    const [small, large] = variants as [{ id: number; sku: string }, { id: number; sku: string }];
    const activeOf = async () =>
      (
        await api.db
          .selectFrom('product_variants')
          .innerJoin('products', 'products.id', 'product_variants.product_id')
          .select(['products.is_active as product', 'product_variants.is_active as variant'])
          .where('product_variants.product_id', '=', mug.productId)
          .orderBy('product_variants.id')
          .execute()
      ).map((variant) => [variant.product, variant.variant]);

    const off = await importSheet(sheetOf([row(small.sku, 'Yes'), row(large.sku, 'No')]), false);
    expect(off.body.data).toMatchObject({ productsChanged: 0, changedSkus: [large.sku] });
    expect(await activeOf()).toEqual([
      [true, true],
      [true, false],
    ]);

    await api.db.updateTable('products').set({ is_active: false }).where('id', '=', mug.productId).execute();
    const on = await importSheet(sheetOf([row(small.sku, 'Yes'), row(large.sku, 'No')]), false);
    expect(on.body.data).toMatchObject({ productsChanged: 1, changedSkus: [] });
    expect(await activeOf()).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it("sets a product's roast, grinds and equipment type by name in English or Khmer, and keeps them when the sheet has no such column", async () => {
    const [sku] = kettleSkus as [string];
    const variant = await api.db
      .selectFrom('product_variants as v')
      .leftJoin('product_variant_prices as p', (join) =>
        join.onRef('p.variant_id', '=', 'v.id').on('p.customer_group_id', '=', 142),
      )
      .select(['v.stock', 'p.price_cents'])
      .where('v.sku', '=', sku)
      .executeTakeFirstOrThrow();
    const cells = [
      kettle.productId,
      'Gooseneck kettle',
      'កំសៀវ',
      categoryName,
      '',
      sku,
      ((variant.price_cents ?? 0) / 100).toFixed(2),
      String(variant.stock),
      'Yes',
    ];
    const facetSheet = (roast: string, grinds: string, type: string) =>
      utf8Bom +
      [
        [...header, 'Roast', 'ការកិន', 'Equipment type'],
        [...cells, roast, grinds, type],
      ]
        .map(csvLine)
        .join('');
    const facetsOf = () =>
      api.db
        .selectFrom('products')
        .select(['roast', 'grinds', 'equipment_type'])
        .where('id', '=', kettle.productId)
        .executeTakeFirstOrThrow();

    const refused = await importSheet(facetSheet('burnt', 'Whole bean; powder', 'kettle'), false);
    expect(refused.body.data.problems).toEqual([
      { row: 2, column: 'roast', code: 'adminCatalogueRoastInvalid', value: 'burnt' },
      { row: 2, column: 'grinds', code: 'adminCatalogueGrindInvalid', value: 'Whole bean; powder' },
      { row: 2, column: 'equipmentType', code: 'adminCatalogueEquipmentTypeInvalid', value: 'kettle' },
    ]);

    const set = await importSheet(facetSheet('លីងមធ្យម', 'Ground for filter, គ្រាប់ទាំងមូល', 'Brewer'), false);
    expect(set.body.data).toMatchObject({ written: true, problems: [], productsChanged: 1 });
    // "Pour-over and drip" is the type's name; its code is taken too.
    expect(await facetsOf()).toEqual({
      roast: 'medium',
      grinds: ['filter', 'wholeBean'],
      equipment_type: 'brewer',
    });

    const without = await importSheet(sheetOf([cells]), false);
    expect(without.body.data).toMatchObject({ written: true, problems: [], productsChanged: 0 });
    expect(await facetsOf()).toEqual({
      roast: 'medium',
      grinds: ['filter', 'wholeBean'],
      equipment_type: 'brewer',
    });

    const cleared = await importSheet(facetSheet('', '', ''), false);
    expect(cleared.body.data).toMatchObject({ productsChanged: 1 });
    expect(await facetsOf()).toEqual({ roast: null, grinds: [], equipment_type: null });
  });

  it('refuses a sheet over 2 MB', async () => {
    const big = sheetOf([]) + 'x'.repeat(2 * 1024 * 1024);
    expect((await importSheet(big, true)).status).toBe(413);
  });

  it('is for catalogue staff, not for sales', async () => {
    const sheet = sheetOf([]);
    const sales = await staffMember(http, admin, 'sales');
    expect((await importSheet(sheet, true, sales.accessToken)).status).toBe(403);
    const catalogue = await staffMember(http, admin, 'catalogue');
    expect((await importSheet(sheet, true, catalogue.accessToken)).status).toBe(200);
  });
});
