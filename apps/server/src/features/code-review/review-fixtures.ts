import type { ReviewState } from '@esdc/core/code-review';
import type { Db } from '../../db/db.ts';

/*
 * Review requests made straight in the database, for tests and the authorization matrix.
 */

/**
 * Inserts a review request by `requesterId` in `state`, claimed by `reviewerId` when given.
 * @returns the request's id
 */
export async function insertReviewRequest(
  db: Db,
  requesterId: number,
  now: Date,
  options: { state?: ReviewState; reviewerId?: number | null } = {},
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('review_requests')
    .values({
      title: 'A test review request',
      link: 'https://github.com/esdc/firmware/pull/1',
      description: 'Please review.',
      description_html: '<p>Please review.</p>',
      checklist: 'memory',
      project_id: null,
      state: options.state ?? 'open',
      requester_id: requesterId,
      reviewer_id: options.reviewerId ?? null,
      claimed_at: options.reviewerId ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
