import type { AddToCartBody, CartTarget } from '@portal/shared/contract';
import { sql } from 'kysely';

/**
 * One statement for "add to cart": the variant to sell (the one named, of this product, or the only one of a product
 * without options), the line written when its new total fits the stock, and what the answer needs to explain a
 * refusal. `product` is false for an unknown or hidden product; `stock` null when no variant is chosen; `written`
 * false when the stock is too low. It locks the customer's baskets first, as checkout and quantity changes do.
 */
export const addToBasketSql = (userId: number, kind: CartTarget, body: AddToCartBody, now: Date) => {
  const variantId = body.variantId ?? null;
  return sql<{ product: boolean; stock: number | null; written: boolean }>`
    with baskets as (select id from account_people where id = ${userId} for update),
    product as (select id from catalogue_products where id = ${body.productId} and is_active),
    variant as (
      select v.id, v.stock from catalogue_variants v
      where v.product_id = ${body.productId} and v.is_active
        and case when ${variantId}::int is null
          then not exists (select 1 from catalogue_options o where o.product_id = v.product_id)
            and (select count(*) from catalogue_variants w where w.product_id = v.product_id and w.is_active) = 1
          else v.id = ${variantId}::int end
    ),
    line as (
      insert into cart_items (user_id, kind, product_id, variant_id, quantity, created_at, updated_at)
      select baskets.id, ${kind}, product.id, variant.id, ${body.quantity}, ${now}, ${now}
      from baskets, product, variant
      where variant.stock >= ${body.quantity}
      on conflict (user_id, kind, variant_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = excluded.updated_at
        where cart_items.quantity + excluded.quantity <= (select stock from variant)
      returning id
    )
    select exists (select 1 from product) as product,
      (select stock from variant) as stock,
      exists (select 1 from line) as written,
      set_config('synchronous_commit', 'off', true) is not null as relaxed`;
};
