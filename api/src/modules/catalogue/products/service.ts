import {
  ErrorCode,
  type ProductListQuery,
  type ProductSearchQuery,
  type productListQuerySchema,
  stockStateOf,
  type VariantAvailability,
} from '@portal/shared/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/schema';
import { type Clock, systemClock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';
import { facetsOf } from '../search/facets';
import { liveStock } from '../stock';
import { createProductQueries, type Language } from './queries';

type ListQuery = z.output<typeof productListQuerySchema>;
type Page = { limit: number; offset: number };

export type { ProductListQuery, ProductSearchQuery };

const relatedLimit = 8;

export const createCatalogueService = ({
  db,
  config,
  clock = systemClock,
}: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  clock?: Clock;
}) => {
  const queries = createProductQueries({ db, config, clock });
  const notFound = () => new AppError(404, ErrorCode.notFound, 'catalogueProductNotFound');

  return {
    customerGroupOf: queries.customerGroupOf,

    /** A page of products and the facets of everything the list holds (a category's products, with its children). */
    async list(query: ListQuery, group: number, language: Language) {
      const { limit, offset, sort, ...chosen } = query;
      const page = await queries.summaries(chosen, { limit, offset, sort }, group, language);
      const facets = await facetsOf(db, await queries.facetCounts(chosen, group), chosen, language);
      return { ...page, facets };
    },

    topSelection: (page: Page, group: number, language: Language) =>
      queries.summaries({ topSelection: true }, { ...page, sort: 'bestSelling' }, group, language),

    /** Ranked by units sold (products.sold_count, kept by order placement). */
    bestSellers: (page: Page, group: number, language: Language) =>
      queries.summaries({}, { ...page, sort: 'bestSelling' }, group, language),

    merchandise: (page: Page, group: number, language: Language) =>
      queries.summaries({ merchandise: true }, { ...page, sort: 'bestSelling' }, group, language),

    /** Wishlisted or promoted products, in the given order. */
    byIds: async (ids: number[], group: number, language: Language) => {
      const { items } = await queries.summaries(
        { ids },
        { limit: Math.max(ids.length, 1), offset: 0, sort: 'newest' },
        group,
        language,
      );
      const byId = new Map(items.map((item) => [item.id, item]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async detail(id: number, group: number, language: Language) {
      const product = await queries.detail(id, group, language);
      if (!product) throw notFound();
      return product;
    },

    /** Same category first (then its parent's other children), best sellers first. */
    async related(id: number, group: number, language: Language) {
      const product = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.category_id', 'c.parent_id'])
        .where('p.id', '=', id)
        .where('p.is_active', '=', true)
        .executeTakeFirst();
      if (!product) throw notFound();
      const page = { limit: relatedLimit, offset: 0, sort: 'bestSelling' as const };
      const same = await queries.summaries(
        { categoryId: product.category_id, excludeId: id },
        page,
        group,
        language,
      );
      if (same.items.length >= relatedLimit || product.parent_id === null) return same.items;
      const wider = await queries.summaries(
        { categoryId: product.parent_id, excludeId: id },
        page,
        group,
        language,
      );
      const seen = new Set(same.items.map((item) => item.id));
      return [...same.items, ...wider.items.filter((item) => !seen.has(item.id))].slice(0, relatedLimit);
    },

    async variants(productId: number, group: number, language: Language) {
      const exists = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!exists) throw notFound();
      return queries.variantsOf(productId, group, language);
    },

    async variant(variantId: number, group: number, language: Language) {
      const row = await db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.product_id')
        .where('v.id', '=', variantId)
        .where('v.is_active', '=', true)
        .where('p.is_active', '=', true)
        .executeTakeFirst();
      const variant =
        row && (await queries.variantsOf(row.product_id, group, language)).find((v) => v.id === variantId);
      if (!variant) throw new AppError(404, ErrorCode.notFound, 'catalogueVariantNotFound');
      return variant;
    },

    /** The variant made of exactly these option values (one per option). */
    async combination(productId: number, optionValueIds: number[], group: number, language: Language) {
      const wanted = [...new Set(optionValueIds)].sort((a, b) => a - b).join(',');
      const variant = (await queries.variantsOf(productId, group, language)).find(
        (candidate) => [...candidate.optionValueIds].sort((a, b) => a - b).join(',') === wanted,
      );
      if (!variant) throw new AppError(404, ErrorCode.notFound, 'catalogueVariantNotFound');
      return variant;
    },

    /** Live stock, never cached: can `quantity` units be ordered now? */
    async availability(variantId: number, quantity: number): Promise<VariantAvailability> {
      const stock = await liveStock(db, variantId);
      const state = stockStateOf(stock);
      const reason =
        state === 'outOfStock' ? 'catalogueOutOfStock' : quantity > stock ? 'catalogueNotEnoughStock' : null;
      return { variantId, quantity, stock, available: reason === null, reason };
    },

    async brands(language: Language) {
      const rows = await db
        .selectFrom('brands')
        .select(['id', 'name', 'name_km', 'logo'])
        .where('is_active', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: local(row.name, row.name_km, language),
        logoUrl: imageUrlOf(config, row.logo),
      }));
    },
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;
