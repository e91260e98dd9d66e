import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** docs/requirements.md §2 Code review: the review requests the member made. */
export const reviewRequestsExport = memberRowsSection({
  table: 'review_requests',
  owner: 'requester_id',
  columns: ['id', 'title', 'link', 'description', 'checklist', 'project_id', 'state', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Code review: the requests the member claimed as reviewer, and their outcome. */
export const reviewsClaimedExport = memberRowsSection({
  key: 'reviews_claimed',
  table: 'review_requests',
  owner: 'reviewer_id',
  columns: ['id', 'title', 'state', 'claimed_at', 'decided_at', 'points_awarded'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Code review: the member's comments on review requests. */
export const reviewCommentsExport = memberRowsSection({
  table: 'review_comments',
  owner: 'author_id',
  columns: ['id', 'request_id', 'parent_id', 'body', 'created_at'],
  orderBy: 'id',
});

/**
 * On account deletion (SPEC §2 Your data): requests and comments are club content and stay without naming the member
 * (`requester_id`, `reviewer_id`, `author_id` become null); a request they were reviewing goes back to 'open' so
 * another member can claim it.
 */
export const codeReviewEraser: Eraser = {
  name: 'Code review requests and comments',
  erase: async (trx, { userId, now }) => {
    await trx
      .updateTable('review_requests')
      .set({ state: 'open', reviewer_id: null, claimed_at: null, updated_at: now.toISOString() })
      .where('reviewer_id', '=', userId)
      .where('state', '=', 'in_review')
      .execute();
    await trx.updateTable('review_requests').set({ reviewer_id: null }).where('reviewer_id', '=', userId).execute();
    await trx.updateTable('review_requests').set({ requester_id: null }).where('requester_id', '=', userId).execute();
    await trx.updateTable('review_comments').set({ author_id: null }).where('author_id', '=', userId).execute();
  },
};
