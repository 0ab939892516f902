import { type SearchSuggestions, searchSuggestionLimit } from '@portal/shared/contract';
import { sql } from 'kysely';
import { likePattern } from '../../../db/like-pattern';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';
import type { Language } from '../products/queries';
import { groupPriceJoinSql, groupPromotionPriceSql } from '../promotions/prices';

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
 * What the header's search box suggests while typing: a few products (the caller's price, the first picture) and
 * categories. A lean read of its own rather than the product list's (no ratings, options or totals), and not kept
 * in the read cache: every prefix typed is a new key, which would push the catalogue's pages out of it.
 */
export const createSearchSuggestions = ({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  clock: Clock;
}) => ({
  async suggest(term: string, group: number, language: Language): Promise<SearchSuggestions> {
    const lower = term.toLowerCase();
    const anywhere = likePattern(lower);
    const starting = prefixPattern(lower);
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
      where p.is_active and p.search_text like ${anywhere}
      order by (lower(p.name) like ${starting} or coalesce(p.name_km, '') like ${starting}) desc,
        p.sold_count desc, p.id
      limit ${searchSuggestionLimit}`.execute(db);

    const categories = await db
      .selectFrom('categories as c')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
      .select(['c.id', 'c.name', 'c.name_km'])
      .where('c.is_active', '=', true)
      .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('parent.is_active', '=', true)]))
      .where(sql<boolean>`(lower(c.name) like ${anywhere} or coalesce(c.name_km, '') like ${anywhere})`)
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
  },
});

export type SearchSuggestionService = ReturnType<typeof createSearchSuggestions>;
