import { DECISION_STATE, REVIEW_MESSAGES, REVIEW_NOTIFICATION_TEXTS, REVIEW_POINTS, type ReviewDecision } from '@esdc/core/code-review';
import type { ReviewCommentCreate, ReviewRequest, ReviewRequestCreate } from '@esdc/core/code-review-schemas';
import type { NotificationType } from '@esdc/core/notification';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { changePoints } from '../leaderboard/public.ts';
import { projectExists, projectRole } from '../projects/public.ts';
import { getReviewRequest } from './review-reads.ts';

/*
 * Code review writes (docs/requirements.md §2 Code review, §4 Code review): request, claim, comment, decide, reopen.
 * The routes have checked the actor is an active member ('review:request' / 'review:review'); every other rule is
 * here. A change of state locks the request's row (`for update` on PostgreSQL), so of simultaneous claims exactly one
 * wins. The requester is notified of each step in the same transaction.
 */

/** The signed-in member acting. */
export interface ReviewActor {
  id: number;
  name: string;
}

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The page of a request. */
const pathOf = (id: number) => `/code-review/${id}`;

/** The request's row, locked until the transaction ends. @throws AppError 404 'Review request not found' */
async function lockedRequest(trx: Db, database: Database, id: number) {
  const row = await forUpdate(
    trx.selectFrom('review_requests').select(['id', 'title', 'state', 'requester_id', 'reviewer_id', 'points_awarded']).where('id', '=', id),
    database.engine,
  ).executeTakeFirst();
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row;
}

/** Notifies some members (the actor excepted) of a step of a request. */
async function tell(
  trx: Db,
  database: Database,
  recipients: readonly (number | null)[],
  actorId: number,
  type: NotificationType,
  text: { title: string; message: string },
  requestId: number,
  now: Date,
) {
  const userIds = recipients.filter((id): id is number => id !== null && id !== actorId);
  await notify(trx, database.engine, { userIds, type, ...text, link: pathOf(requestId) }, now);
}

/**
 * Requests a review (docs/requirements.md §2 Code review): state 'open', nobody claimed it.
 * @param database the database
 * @param actor the active member asking
 * @param input title, https link, markdown description, checklist, optional project
 * @param now the request's time
 * @returns the new request's page
 * @throws AppError 404 'Project not found'; 403 'You can only link a project you own or contribute to'
 */
export async function createReviewRequest(database: Database, actor: ReviewActor, input: ReviewRequestCreate, now: Date): Promise<ReviewRequest> {
  const html = await renderMarkdownOffThread(input.description);
  const id = await database.db.transaction().execute(async (trx) => {
    const projectId = input.project_id ?? null;
    if (projectId !== null) {
      if (!(await projectExists(trx, projectId))) throw notFound('Project not found');
      if ((await projectRole(trx, projectId, actor.id)) === null) throw forbidden(REVIEW_MESSAGES.projectNotYours);
    }
    const at = now.toISOString();
    const row = await trx
      .insertInto('review_requests')
      .values({
        title: input.title,
        link: input.link,
        description: input.description,
        description_html: html,
        checklist: input.checklist.join(','),
        project_id: projectId,
        state: 'open',
        requester_id: actor.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return getReviewRequest(database.db, id);
}

/**
 * Claims an open request (docs/requirements.md §4 Code review: open → in review): the actor becomes its one reviewer
 * and the requester is notified ('review_claimed').
 * @throws AppError 404 'Review request not found'; 403 'You cannot review your own request'; 409 'This review request
 *   has already been claimed' (in review), 'Only an open review request can be claimed' (decided)
 */
export async function claimReviewRequest(database: Database, actor: ReviewActor, id: number, now: Date): Promise<ReviewRequest> {
  await database.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, database, id);
    if (request.requester_id === actor.id) throw forbidden(REVIEW_MESSAGES.ownRequest);
    if (request.state === 'in_review') throw conflict(REVIEW_MESSAGES.alreadyClaimed);
    if (request.state !== 'open') throw conflict(REVIEW_MESSAGES.notOpen);
    const at = now.toISOString();
    await trx.updateTable('review_requests').set({ state: 'in_review', reviewer_id: actor.id, claimed_at: at, updated_at: at }).where('id', '=', id).execute();
    await tell(trx, database, [request.requester_id], actor.id, 'review_claimed', REVIEW_NOTIFICATION_TEXTS.claimed(actor.name, request.title), id, now);
  });
  return getReviewRequest(database.db, id);
}

/**
 * Comments on a request, or replies to one of its comments (docs/requirements.md §2 Code review), in any state; the
 * markdown is rendered and sanitised at save. The requester and the reviewer (the author excepted) are notified
 * ('review_comment').
 * @throws AppError 404 'Review request not found', 'Comment not found' (a parent that is not a comment of this request)
 */
export async function commentOnReviewRequest(
  database: Database,
  actor: ReviewActor,
  id: number,
  input: ReviewCommentCreate,
  now: Date,
): Promise<ReviewRequest> {
  const html = await renderMarkdownOffThread(input.body);
  await database.db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('review_requests').select(['id', 'title', 'requester_id', 'reviewer_id']).where('id', '=', id).executeTakeFirst();
    if (!request) throw notFound(REVIEW_MESSAGES.notFound);
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const parent = await trx.selectFrom('review_comments').select('id').where('id', '=', parentId).where('request_id', '=', id).executeTakeFirst();
      if (!parent) throw notFound(REVIEW_MESSAGES.commentNotFound);
    }
    await trx
      .insertInto('review_comments')
      .values({ request_id: id, parent_id: parentId, author_id: actor.id, body: input.body, body_html: html, created_at: now.toISOString() })
      .execute();
    const text = REVIEW_NOTIFICATION_TEXTS.comment(actor.name, request.title);
    await tell(trx, database, [request.requester_id, request.reviewer_id], actor.id, 'review_comment', text, id, now);
  });
  return getReviewRequest(database.db, id);
}

/**
 * Decides a request under review (docs/requirements.md §4 Code review: in review → approved, or → changes
 * requested); only the reviewer who claimed it. The first completed review of a request earns its reviewer
 * REVIEW_POINTS through the ledger (once per request), and the requester is notified ('review_decision').
 * @throws AppError 404 'Review request not found'; 409 'This review request is not under review'; 403 'Only the
 *   reviewer who claimed this request can decide'
 */
export async function decideReviewRequest(database: Database, actor: ReviewActor, id: number, decision: ReviewDecision, now: Date): Promise<ReviewRequest> {
  await database.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, database, id);
    if (request.state !== 'in_review') throw conflict(REVIEW_MESSAGES.notInReview);
    if (request.reviewer_id !== actor.id) throw forbidden(REVIEW_MESSAGES.notReviewer);
    const at = now.toISOString();
    let points = request.points_awarded;
    if (points === 0) {
      const result = await changePoints(trx, database.engine, {
        userId: actor.id,
        change: { operation: 'add', amount: REVIEW_POINTS },
        reason: `Code review: ${request.title}`,
        source: 'review',
        actorId: actor.id,
        now,
      });
      points = result.delta;
    }
    await trx
      .updateTable('review_requests')
      .set({ state: DECISION_STATE[decision], decided_at: at, updated_at: at, points_awarded: points })
      .where('id', '=', id)
      .execute();
    const text = REVIEW_NOTIFICATION_TEXTS.decision(actor.name, request.title, decision);
    await tell(trx, database, [request.requester_id], actor.id, 'review_decision', text, id, now);
  });
  return getReviewRequest(database.db, id);
}

/**
 * Reopens a request after changes were requested (docs/requirements.md §4 Code review: changes requested → open),
 * once the requester has updated their code: the reviewer is cleared and anyone but the requester may claim it again.
 * @throws AppError 404 'Review request not found'; 403 'Only the member who requested this review can reopen it';
 *   409 'Only a review request with changes requested can be reopened'
 */
export async function reopenReviewRequest(database: Database, actor: ReviewActor, id: number, now: Date): Promise<ReviewRequest> {
  await database.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, database, id);
    if (request.requester_id !== actor.id) throw forbidden(REVIEW_MESSAGES.notRequester);
    if (request.state !== 'changes_requested') throw conflict(REVIEW_MESSAGES.notChangesRequested);
    await trx
      .updateTable('review_requests')
      .set({ state: 'open', reviewer_id: null, claimed_at: null, decided_at: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  });
  return getReviewRequest(database.db, id);
}

/**
 * Releases a stale claim (docs/requirements.md §4 Code review: in review → open): a moderator or an admin (the route
 * has checked 'review:moderate') clears the reviewer so another member can claim the request; recorded in the audit
 * log ('review.released', with the released reviewer).
 * @throws AppError 404 'Review request not found'; 409 'This review request is not under review'
 */
export async function releaseReviewRequest(database: Database, actor: ReviewActor, id: number, now: Date): Promise<ReviewRequest> {
  await database.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, database, id);
    if (request.state !== 'in_review') throw conflict(REVIEW_MESSAGES.notInReview);
    await trx
      .updateTable('review_requests')
      .set({ state: 'open', reviewer_id: null, claimed_at: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'review.released',
      targetType: 'review_request',
      targetId: id,
      details: { reviewer_id: request.reviewer_id },
      now,
    });
  });
  return getReviewRequest(database.db, id);
}
