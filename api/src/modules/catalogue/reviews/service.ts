import { ErrorCode, type Review, type ReviewList } from '@portal/shared/contract';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { ReadCache } from '../../../platform/read-cache';

/** What the catalogue asks of ordering before it takes a review: whether the customer received the product. */
export type ReviewerPurchases = {
  hasReceived: (userId: number, productId: number) => Promise<boolean>;
};

const reviewerName = (firstName: string, lastName: string) =>
  [firstName, lastName ? `${lastName.slice(0, 1)}.` : ''].filter(Boolean).join(' ');

export const createReviewService = ({
  db,
  clock,
  readCache,
  purchases,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
  purchases: ReviewerPurchases;
}) => {
  const assertProduct = async (productId: number) => {
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!product) throw new AppError(404, ErrorCode.notFound, 'catalogueProductNotFound');
  };

  const hasReviewed = async (userId: number, productId: number) =>
    (await db
      .selectFrom('product_reviews')
      .select('id')
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;

  return {
    /**
     * A product's reviews, newest first, with the average of all of them, and whether the viewer may write one (a
     * customer who received it and has not reviewed it yet).
     */
    async list(
      productId: number,
      page: { limit: number; offset: number },
      viewerId: number | null,
    ): Promise<ReviewList> {
      await assertProduct(productId);
      const summary = await db
        .selectFrom('product_reviews')
        .select((eb) => [
          eb.fn.avg<string | null>('rating').as('average'),
          eb.fn.countAll<string>().as('count'),
        ])
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('product_reviews as r')
        .innerJoin('account_people as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.product_id',
          'r.user_id',
          'r.rating',
          'r.comment',
          'r.created_at',
          'u.first_name',
          'u.last_name',
        ])
        .where('r.product_id', '=', productId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const count = Number(summary.count);
      const canReview =
        viewerId !== null &&
        !(await hasReviewed(viewerId, productId)) &&
        (await purchases.hasReceived(viewerId, productId));
      return {
        rating: { average: count ? Math.round(Number(summary.average) * 10) / 10 : 0, count },
        reviews: rows.map(
          (row): Review => ({
            id: row.id,
            productId: row.product_id,
            rating: row.rating,
            comment: row.comment,
            reviewerName: reviewerName(row.first_name, row.last_name),
            createdAt: row.created_at.toISOString(),
            mine: row.user_id === viewerId,
          }),
        ),
        meta: { limit: page.limit, offset: page.offset, total: count },
        canReview,
      };
    },

    /** Only from a customer who received the product in an order (403); one per product and customer (409). */
    async create(
      userId: number,
      body: { productId: number; rating: number; comment: string },
    ): Promise<Review> {
      await assertProduct(body.productId);
      if (!(await purchases.hasReceived(userId, body.productId)))
        throw new AppError(403, ErrorCode.permissionDenied, 'catalogueReviewOnlyBuyers');
      try {
        const row = await db
          .insertInto('product_reviews')
          .values({
            product_id: body.productId,
            user_id: userId,
            rating: body.rating,
            comment: body.comment,
            created_at: clock.now(),
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        // Ratings show in product lists: this process reads them fresh at once (the trigger tells the others).
        readCache.invalidate('products');
        const user = await db
          .selectFrom('account_people')
          .select(['first_name', 'last_name'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          productId: body.productId,
          rating: body.rating,
          comment: body.comment,
          reviewerName: reviewerName(user.first_name, user.last_name),
          createdAt: row.created_at.toISOString(),
          mine: true,
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, ErrorCode.conflict, 'catalogueAlreadyReviewed');
        throw error;
      }
    },
  };
};

export type ReviewService = ReturnType<typeof createReviewService>;
