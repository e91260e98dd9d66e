import { can, type Actor } from '@esdc/core/permissions';
import type { ProductReview } from '@esdc/core/product-schemas';
import { SHOP_MESSAGES } from '@esdc/core/shop';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { loadShopMembers } from './product-summaries.ts';
import { boughtProduct, productNotFound, visibleProducts } from './product-reads.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/*
 * Product reviews (SPEC §3 Review): only members who bought the product (a line of it in one of their orders that is
 * not cancelled) review it, once each, rating 1–5 with a title and a comment. The product's
 * `rating_sum` and `review_count` change in the same transaction as the review rows, while the product row is locked.
 */

const DELETE_NOT_ALLOWED = 'Only the author or an admin may delete this review';

/**
 * Adds the actor's review of a product and updates its rating.
 * @param input the parsed body (rating 1–5, title, comment)
 * @returns the review as the product page shows it
 * @throws AppError 404 PRODUCT_NOT_FOUND (also hidden from the actor); 403 'Only members who bought this product can
 *   review it'; 409 'You have already reviewed this product'
 */
export async function createReview(
  database: Database,
  actor: Actor,
  productId: number,
  input: { rating: number; title: string; comment: string },
  now: Date,
): Promise<ProductReview> {
  if (!can(actor, 'product:review')) throw forbidden();
  try {
    return await database.db.transaction().execute(async (trx) => {
      const product = await forUpdate(
        trx.selectFrom('products').select(['id', 'rating_sum', 'review_count']).where('id', '=', productId).where(visibleProducts(actor)),
        database.engine,
      ).executeTakeFirst();
      if (!product) throw productNotFound();
      if (!(await boughtProduct(trx, actor.id, productId))) throw forbidden(SHOP_MESSAGES.reviewNotBuyer);
      const existing = await trx
        .selectFrom('product_reviews')
        .select('id')
        .where('product_id', '=', productId)
        .where('user_id', '=', actor.id)
        .executeTakeFirst();
      if (existing) throw new AppError(409, 'CONFLICT', SHOP_MESSAGES.reviewDuplicate);
      const createdAt = now.toISOString();
      const { id } = await trx
        .insertInto('product_reviews')
        .values({ product_id: productId, user_id: actor.id, rating: input.rating, title: input.title, comment: input.comment, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('products')
        .set((eb) => ({ rating_sum: eb('rating_sum', '+', input.rating), review_count: eb('review_count', '+', 1) }))
        .where('id', '=', productId)
        .execute();
      const author = (await loadShopMembers(trx, [actor.id])).get(actor.id)!;
      return { id, author, verified: true as const, rating: input.rating, title: input.title, comment: input.comment, created_at: createdAt };
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', SHOP_MESSAGES.reviewDuplicate);
    throw error;
  }
}

/**
 * Deletes a review (its author or an admin) and takes it out of the product's rating. An admin's deletion is audited.
 * @throws AppError 404 'Review not found' (also a review of another product, or of a product hidden from the actor);
 *   403 'Only the author or an admin may delete this review'
 */
export async function deleteReview(database: Database, actor: Actor, productId: number, reviewId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const product = await forUpdate(
      trx.selectFrom('products').select('id').where('id', '=', productId).where(visibleProducts(actor)),
      database.engine,
    ).executeTakeFirst();
    if (!product) throw productNotFound();
    const review = await trx.selectFrom('product_reviews').selectAll().where('id', '=', reviewId).where('product_id', '=', productId).executeTakeFirst();
    if (!review) throw notFound(SHOP_MESSAGES.reviewNotFound);
    const isAuthor = review.user_id === actor.id && actor.status === 'active';
    if (!isAuthor && !can(actor, 'admin:access')) throw forbidden(DELETE_NOT_ALLOWED);
    await trx.deleteFrom('product_reviews').where('id', '=', reviewId).execute();
    await trx
      .updateTable('products')
      .set((eb) => ({ rating_sum: eb('rating_sum', '-', review.rating), review_count: eb('review_count', '-', 1) }))
      .where('id', '=', productId)
      .execute();
    if (!isAuthor) {
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'product_review.deleted',
        targetType: 'product',
        targetId: productId,
        details: { review_id: reviewId, author_id: review.user_id, rating: review.rating },
        now,
      });
    }
  });
}
