import {
  type productSearchQuerySchema,
  type SearchSuggestions,
  searchSuggestionLimit,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { likePattern } from '../../../db/like-pattern';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';
import { createProductQueries, type Language } from '../products/queries';
import { groupPriceJoinSql, groupPromotionPriceSql } from '../promotions/prices';
import { facetsOf } from './facets';
import { productMatchSql, productRankSql, searchTermsOf } from './product-match';

type SearchQuery = z.output<typeof productSearchQuerySchema>;

type ProductRow = {
  id: number;
  name: string;
  name_km: string | null;
  image: string | null;
  width: number | null;
  height: number | null;
  price: number;
};

/** `text%` for like: names that start with the term rank first. */
const prefixPattern = (text: string) => `${likePattern(text).slice(1, -1)}%`;

/**
 * The shop's search: the search page's results with their facets, and what the header's search box suggests
 * while typing, both finding products by the same words (search/product-match.ts) under the shop's one pricing
 * rule (a group's own price, else the general one; switched-off products and products without a price left out).
 */
export const createSearch = ({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  clock: Clock;
}) => {
  const queries = createProductQueries({ db, config, clock });
  return {
    /** A page of products (best first unless another sort is asked for) and the facets of everything the words find. */
    async products(query: SearchQuery, group: number, language: Language) {
      const search = searchTermsOf(query.key);
      const { key: _key, limit, offset, sort, ...chosen } = query;
      // The words are matched once: the facets count the products found, and the page is ranked among them.
      const ids = await queries.idsOf({ search });
      const page = await queries.summaries(
        { ids, rankBy: search, ...chosen },
        { limit, offset, sort },
        group,
        language,
      );
      const facets = await facetsOf(
        db,
        await queries.facetCounts({ ids, ...chosen }, group),
        chosen,
        language,
      );
      return { ...page, facets };
    },

    /**
     * A few products (the caller's price, the first picture) and categories. A lean read of its own rather than the
     * product list's (no ratings, options or totals), and not kept in the read cache: every prefix typed is a new
     * key, which would push the catalogue's pages out of it.
     */
    suggest: (term: string, group: number, language: Language) =>
      suggestIn(db, config, clock, term, group, language),
  };
};

export type SearchService = ReturnType<typeof createSearch>;

const suggestIn = async (
  db: Db,
  config: Pick<Config, 'publicUrl' | 'filesUrl'>,
  clock: Clock,
  term: string,
  group: number,
  language: Language,
): Promise<SearchSuggestions> => {
  const search = searchTermsOf(term);
  const anywhere = likePattern(search.phrase);
  const starting = prefixPattern(search.phrase);
  const products = await sql<ProductRow>`
    select p.id, p.name, p.name_km, img.image, img.width, img.height, agg.price
    from products p
    join lateral (
      select min(least(pr.price_cents, ${groupPromotionPriceSql(group, clock.now())})) as price
      from product_variants v
      ${groupPriceJoinSql(group)}
      where v.product_id = p.id and v.is_active
    ) agg on agg.price is not null
    left join lateral (
      select i.image, i.width, i.height from product_images i where i.product_id = p.id order by i.sort, i.id limit 1
    ) img on true
    where p.is_active and ${productMatchSql(search)}
    order by ${productRankSql(search)}
    limit ${searchSuggestionLimit}`.execute(db);

  const categories = await db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'c.name_km'])
    .where('c.is_active', '=', true)
    .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('parent.is_active', '=', true)]))
    .where(sql<boolean>`c.search_text like ${anywhere}`)
    .orderBy(sql`(lower(c.name) like ${starting} or coalesce(c.name_km, '') like ${starting})`, 'desc')
    .orderBy('c.sort')
    .orderBy('c.id')
    .limit(searchSuggestionLimit)
    .execute();

  return {
    products: products.rows.map((row) => ({
      id: row.id,
      name: local(row.name, row.name_km, language),
      image:
        row.image === null
          ? null
          : {
              url: imageUrlOf(config, row.image) as string,
              width: row.width ?? 0,
              height: row.height ?? 0,
            },
      price: Number(row.price),
    })),
    categories: categories.map((row) => ({ id: row.id, name: local(row.name, row.name_km, language) })),
  };
};
