import { REVIEW_MESSAGES, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, REVIEW_POINTS, REVIEW_WRITES_PER_MINUTE } from '@esdc/core/code-review';
import {
  reviewCommentCreateSchema,
  reviewDecisionSchema,
  reviewListEnvelopeSchema,
  reviewListQuerySchema,
  reviewRequestCreateSchema,
  reviewRequestEnvelopeSchema,
} from '@esdc/core/code-review-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { consumeOrRejection, retryAfterSeconds, tooManyRequests } from '../../plugins/rate-limiters.ts';
import { getReviewRequest, listReviewRequests } from './review-reads.ts';
import {
  claimReviewRequest,
  commentOnReviewRequest,
  createReviewRequest,
  decideReviewRequest,
  releaseReviewRequest,
  reopenReviewRequest,
} from './review-service.ts';

const requestParams = idParamsSchema('review request');
const ACTIVE = `Active members: 401 signed out, 403 '${REVIEW_MESSAGES.notActive}'.`;
const MISSING = `404 '${REVIEW_MESSAGES.notFound}'.`;
const LIMIT = `429 beyond ${REVIEW_WRITES_PER_MINUTE} requests and comments a minute, with Retry-After.`;

/**
 * Code review (docs/requirements.md §2 Code review, §4 Code review): the list and a request's page are public; active
 * members request reviews, claim, comment, decide and reopen. The services enforce every other rule.
 */
export async function codeReviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requesters = { onRequest: app.requirePermission('review:request', REVIEW_MESSAGES.notActive) };
  const reviewers = { onRequest: app.requirePermission('review:review', REVIEW_MESSAGES.notActive) };
  const moderators = { onRequest: app.requirePermission('review:moderate') };
  const readers = { config: { session: 'optional' as const } };
  // One budget per member for requests and comments together, in Redis when several instances share it.
  const writeLimiter = ctx.makeLimiter('review-writes', REVIEW_WRITES_PER_MINUTE, 60);

  async function limitWrites(memberId: number, reply: FastifyReply): Promise<void> {
    const rejection = await consumeOrRejection(writeLimiter, String(memberId));
    if (rejection) throw tooManyRequests(retryAfterSeconds(rejection), { reply });
  }

  r.get(
    '/api/review-requests',
    {
      ...readers,
      schema: {
        tags: ['code-review'],
        summary: 'A page of review requests, with the counters',
        description:
          `Public, newest first. \`q\` (in titles and descriptions), \`state\` (open, in_review, approved, changes_requested), \`mine\` (any: requested or reviewed by the reader; requested; reviewed; none signed out), ` +
          `\`limit\` (default ${REVIEW_PAGE_SIZE}, at most ${REVIEW_PAGE_MAX})/\`offset\`. \`meta.counts\`: the club's requests by state (pending = in review), whatever the filters.`,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListEnvelopeSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listReviewRequests(ctx.db, q, request.user?.id ?? null);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset, counts: page.counts });
    },
  );

  r.post(
    '/api/review-requests',
    {
      ...requesters,
      schema: {
        tags: ['code-review'],
        summary: 'Request a review',
        description:
          `${ACTIVE} A \`title\`, an https \`link\` (the pull request or file), a markdown \`description\`, a \`checklist\` of topics and optionally a \`project_id\` ` +
          `the member owns or contributes to (403 '${REVIEW_MESSAGES.projectNotYours}', 404 'Project not found'). 400 with the schema's messages; nothing is stored. ${LIMIT} Message '${REVIEW_MESSAGES.created}'.`,
        body: reviewRequestCreateSchema,
        response: { 201: reviewRequestEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await limitWrites(userOf(request).id, reply);
      return reply
        .status(201)
        .send(ok(await createReviewRequest(ctx.database, userOf(request), request.body, ctx.clock()), { message: REVIEW_MESSAGES.created }));
    },
  );

  r.get(
    '/api/review-requests/:id',
    {
      ...readers,
      schema: {
        tags: ['code-review'],
        summary: 'A review request with its comments',
        description: `Public. The request, its description (rendered), checklist, reviewer and its comments oldest first (\`parent_id\`: the comment replied to). ${MISSING}`,
        params: requestParams,
        response: { 200: reviewRequestEnvelopeSchema },
      },
    },
    async (request) => ok(await getReviewRequest(ctx.db, request.params.id)),
  );

  r.post(
    '/api/review-requests/:id/claim',
    {
      ...reviewers,
      schema: {
        tags: ['code-review'],
        summary: 'Claim a review request',
        description:
          `${ACTIVE} Open → in review, the caller its one reviewer; the requester is notified ('review_claimed'). 403 '${REVIEW_MESSAGES.ownRequest}'; ` +
          `409 '${REVIEW_MESSAGES.alreadyClaimed}', '${REVIEW_MESSAGES.notOpen}'. ${MISSING}`,
        params: requestParams,
        response: { 200: reviewRequestEnvelopeSchema },
      },
    },
    async (request) => ok(await claimReviewRequest(ctx.database, userOf(request), request.params.id, ctx.clock()), { message: REVIEW_MESSAGES.claimed }),
  );

  r.post(
    '/api/review-requests/:id/comments',
    {
      ...reviewers,
      schema: {
        tags: ['code-review'],
        summary: 'Comment on a review request',
        description:
          `${ACTIVE} A markdown \`body\`, optionally replying to \`parent_id\`, a comment of the same request (404 '${REVIEW_MESSAGES.commentNotFound}'). ` +
          `The requester and the reviewer are notified ('review_comment'). ${LIMIT} ${MISSING} Answers the request with its comments.`,
        params: requestParams,
        body: reviewCommentCreateSchema,
        response: { 201: reviewRequestEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await limitWrites(userOf(request).id, reply);
      const result = await commentOnReviewRequest(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(result, { message: REVIEW_MESSAGES.commented }));
    },
  );

  r.post(
    '/api/review-requests/:id/decision',
    {
      ...reviewers,
      schema: {
        tags: ['code-review'],
        summary: 'Approve or request changes',
        description:
          `${ACTIVE} \`decision\`: 'approved' or 'changes'. Only the reviewer who claimed it (403 '${REVIEW_MESSAGES.notReviewer}'), while in review (409 '${REVIEW_MESSAGES.notInReview}'). ` +
          `The first completed review of a request earns its reviewer ${REVIEW_POINTS} points; the requester is notified ('review_decision'). ${MISSING}`,
        params: requestParams,
        body: reviewDecisionSchema,
        response: { 200: reviewRequestEnvelopeSchema },
      },
    },
    async (request) => {
      const decision = request.body.decision;
      const result = await decideReviewRequest(ctx.database, userOf(request), request.params.id, decision, ctx.clock());
      return ok(result, { message: decision === 'approved' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.changesRequested });
    },
  );

  r.post(
    '/api/review-requests/:id/reopen',
    {
      ...requesters,
      schema: {
        tags: ['code-review'],
        summary: 'Reopen a review request after changes',
        description:
          `${ACTIVE} Changes requested → open, the reviewer cleared. Only the requester (403 '${REVIEW_MESSAGES.notRequester}'), ` +
          `after changes were requested (409 '${REVIEW_MESSAGES.notChangesRequested}'). ${MISSING}`,
        params: requestParams,
        response: { 200: reviewRequestEnvelopeSchema },
      },
    },
    async (request) => ok(await reopenReviewRequest(ctx.database, userOf(request), request.params.id, ctx.clock()), { message: REVIEW_MESSAGES.reopened }),
  );

  r.post(
    '/api/review-requests/:id/release',
    {
      ...moderators,
      schema: {
        tags: ['code-review'],
        summary: 'Release a stale claim',
        description:
          `Moderators and admins ('review:moderate'): 401 signed out, 403 otherwise. In review → open, the reviewer cleared, recorded in the audit log ('review.released'). ` +
          `409 '${REVIEW_MESSAGES.notInReview}'. ${MISSING}`,
        params: requestParams,
        response: { 200: reviewRequestEnvelopeSchema },
      },
    },
    async (request) => ok(await releaseReviewRequest(ctx.database, userOf(request), request.params.id, ctx.clock()), { message: REVIEW_MESSAGES.released }),
  );
}
