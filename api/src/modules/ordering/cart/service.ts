import {
  type AddToCartBody,
  type Cart,
  type CartTarget,
  ErrorCode,
  type ReorderResult,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { checkBuyersOrder } from '../orders/order-moves';
import { addToBasketSql } from './add-to-basket';
import { cartLines, customerGroupOf, paymentDetailOf } from './queries';

export const stockError = (stock: number) =>
  stock <= 0
    ? new AppError(409, ErrorCode.conflict, 'cartOutOfStock')
    : new AppError(409, ErrorCode.conflict, 'cartNotEnoughStock');

/**
 * One change at a time to a customer's cart and quick order, so a line checked against the stock is written before
 * the next request reads it. Checkout locks the same row first, so the two never wait on each other crosswise.
 */
const lockBaskets = (trx: Kysely<Database>, userId: number) =>
  trx.selectFrom('account_people').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const createCartService = ({ db, clock, config }: { db: Db; clock: Clock; config: Config }) => {
  const get = async (userId: number, kind: CartTarget, language: Language): Promise<Cart> => {
    const group = await customerGroupOf(db, userId);
    const lines = await cartLines(db, config, userId, kind, group, language, clock.now());
    return { data: lines, totalCart: lines.length, paymentDetail: paymentDetailOf(lines) };
  };

  const count = async (userId: number, kind: CartTarget = 'cart') =>
    Number(
      (
        await db
          .selectFrom('cart_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /**
   * Adds units of a variant in one statement; the line's total may not pass the stock, also when adds arrive at once
   * (the basket lock, then the line's own row, re-read at its newest). A cart line is not money: it is committed
   * without waiting for the disk (PostgreSQL's asynchronous commit), so a crash of the database server can lose the
   * last fraction of a second of them, never an order.
   */
  const add = async (userId: number, kind: CartTarget, body: AddToCartBody) => {
    const { rows } = await addToBasketSql(userId, kind, body, clock.now()).execute(db);
    const answer = rows[0];
    if (!answer?.product) throw new AppError(404, ErrorCode.notFound, 'cartProductNotFound');
    if (answer.stock === null) throw new AppError(400, ErrorCode.validation, 'cartVariantIsRequired');
    if (!answer.written) throw stockError(answer.stock);
    return { totalCart: await count(userId, kind) };
  };

  const ownLine = async (trx: Kysely<Database>, userId: number, kind: CartTarget, id: number) => {
    const line = await trx
      .selectFrom('cart_items')
      .innerJoin('catalogue_variants', 'catalogue_variants.id', 'cart_items.variant_id')
      .select(['cart_items.id', 'catalogue_variants.stock'])
      .where('cart_items.id', '=', id)
      .where('cart_items.user_id', '=', userId)
      .where('cart_items.kind', '=', kind)
      .executeTakeFirst();
    if (!line) throw new AppError(404, ErrorCode.notFound, 'cartLineNotFound');
    return line;
  };

  const setQuantity = (userId: number, kind: CartTarget, id: number, quantity: number) =>
    inTransaction(db, async (trx) => {
      await lockBaskets(trx, userId);
      const line = await ownLine(trx, userId, kind, id);
      if (line.stock < quantity) throw stockError(line.stock);
      await trx
        .updateTable('cart_items')
        .set({ quantity, updated_at: clock.now() })
        .where('id', '=', id)
        .execute();
    });

  const remove = async (userId: number, kind: CartTarget, id: number) => {
    await ownLine(db, userId, kind, id);
    await db.deleteFrom('cart_items').where('id', '=', id).execute();
  };

  /** Puts a past order's lines back into the cart or the quick order, as far as the stock allows. */
  const reorder = async (userId: number, orderId: number, target: CartTarget): Promise<ReorderResult> => {
    await checkBuyersOrder(db, userId, orderId);
    const lines = await db
      .selectFrom('order_lines')
      .select(['product_id', 'variant_id', 'quantity'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    let added = 0;
    let skipped = 0;
    for (const line of lines) {
      try {
        await add(userId, target, {
          productId: line.product_id,
          variantId: line.variant_id,
          quantity: line.quantity,
        });
        added += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped += 1;
      }
    }
    return { added, skipped, totalCart: await count(userId, target) };
  };

  return { get, count, add, setQuantity, remove, reorder };
};

export type CartService = ReturnType<typeof createCartService>;
