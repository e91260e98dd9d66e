import { z } from 'zod';
import { listEnvelope, pageMetaSchema, envelope } from './api.ts';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DECISIONS,
  REVIEW_DESCRIPTION_MAX,
  REVIEW_LINK_MAX,
  REVIEW_MINE_FILTERS,
  REVIEW_PAGE_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_STATES,
  REVIEW_TITLE_MAX,
  REVIEW_TOPICS,
} from './code-review.ts';
import { bodyIdSchema, pageQueryShape, searchQuerySchema, textSchema } from './input.ts';

/*
 * Code review (docs/requirements.md §2 Code review): what the routes take and answer; the same create schema drives
 * the web form. The texts, constants and rules are in ./code-review.ts.
 */

/** A member as a request or a comment names them. */
export const reviewMemberSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: 'ReviewMember' });
export type ReviewMember = z.infer<typeof reviewMemberSchema>;

/** A review request as the list shows it. */
export const reviewRequestSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: z.string().describe('The pull request or file to review (https)'),
    state: z.enum(REVIEW_STATES),
    checklist: z.array(z.enum(REVIEW_TOPICS)).describe('The topics the requester asks the reviewer to look at'),
    project: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('The requester’s project it belongs to, if any'),
    requester: reviewMemberSchema.nullable().describe('Null once they deleted their account'),
    reviewer: reviewMemberSchema.nullable().describe('Who claimed it; null while open'),
    comment_count: z.number().int().nonnegative(),
    created_at: z.string().describe('ISO-8601 UTC'),
    updated_at: z.string().describe('ISO-8601 UTC: the last change of state'),
  })
  .meta({ id: 'ReviewRequestSummary' });
export type ReviewRequestSummary = z.infer<typeof reviewRequestSummarySchema>;

/** One comment of a request's thread; `parent_id` names the comment it replies to. */
export const reviewCommentSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    author: reviewMemberSchema.nullable(),
    body: z.string().describe('As written (markdown)'),
    html: z.string().describe('The body rendered and sanitised (safe to insert)'),
    created_at: z.string(),
  })
  .meta({ id: 'ReviewComment' });
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

/** A request's page: the summary, its description and its comments (oldest first). */
export const reviewRequestSchema = reviewRequestSummarySchema
  .extend({
    description: z.string().describe('As written (markdown)'),
    description_html: z.string().describe('Rendered and sanitised'),
    claimed_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    comments: z.array(reviewCommentSchema),
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** The counters of the page: requests by state, over the whole club. */
export const reviewCountsSchema = z
  .object({
    open: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative().describe("Claimed and under review (state 'in_review')"),
    approved: z.number().int().nonnegative(),
    changes_requested: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReviewCounts' });
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/** `GET /api/review-requests` query: a search of titles and descriptions, state, mine, paging. */
export const reviewListQuerySchema = z.object({
  q: searchQuerySchema(),
  state: z.enum(REVIEW_STATES, { error: 'Invalid state' }).optional(),
  mine: z.enum(REVIEW_MINE_FILTERS, { error: 'Invalid mine filter' }).optional(),
  ...pageQueryShape({ defaultLimit: REVIEW_PAGE_SIZE, maxLimit: REVIEW_PAGE_MAX }),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** The list's meta: the paging and the counters. */
export const reviewListMetaSchema = pageMetaSchema.extend({ counts: reviewCountsSchema });
export type ReviewListMeta = z.infer<typeof reviewListMetaSchema>;

/** `GET /api/review-requests` answer. */
export const reviewListEnvelopeSchema = listEnvelope(reviewRequestSummarySchema).extend({ meta: reviewListMetaSchema });

/** `GET /api/review-requests/{id}` and the writes' answer. */
export const reviewRequestEnvelopeSchema = envelope(reviewRequestSchema);

/** `POST /api/review-requests`: title, https link, description, checklist, optional project. */
export const reviewRequestCreateSchema = z
  .object({
    title: textSchema({ label: 'Title', max: REVIEW_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true }),
    link: textSchema({ label: 'Link', max: REVIEW_LINK_MAX, requiredMessage: 'Link is required', singleLine: true, maxMessage: 'Link is too long' }).refine(
      (v) => /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(v),
      'Link must be an https address, such as a pull request or a file',
    ),
    description: textSchema({ label: 'Description', max: REVIEW_DESCRIPTION_MAX, requiredMessage: 'Description is required' }),
    checklist: z
      .array(z.enum(REVIEW_TOPICS, { error: 'Invalid checklist topic' }), { error: 'Invalid checklist' })
      .max(REVIEW_TOPICS.length, 'Invalid checklist')
      .default([])
      .transform((topics) => REVIEW_TOPICS.filter((t) => topics.includes(t))),
    project_id: bodyIdSchema('project').nullable().optional(),
  })
  .meta({ id: 'ReviewRequestCreate' });
export type ReviewRequestCreate = z.infer<typeof reviewRequestCreateSchema>;
export type ReviewRequestCreateInput = z.input<typeof reviewRequestCreateSchema>;

/** `POST /api/review-requests/{id}/comments`: a markdown body, optionally replying to a comment of the same request. */
export const reviewCommentCreateSchema = z
  .object({
    body: textSchema({ label: 'Comment', max: REVIEW_COMMENT_MAX, requiredMessage: 'Comment is required' }),
    parent_id: bodyIdSchema('comment').nullable().optional(),
  })
  .meta({ id: 'ReviewCommentCreate' });
export type ReviewCommentCreate = z.infer<typeof reviewCommentCreateSchema>;
export type ReviewCommentCreateInput = z.input<typeof reviewCommentCreateSchema>;

/** `POST /api/review-requests/{id}/decision`. */
export const reviewDecisionSchema = z
  .object({ decision: z.enum(REVIEW_DECISIONS, { error: "Decision must be 'approved' or 'changes'" }) })
  .meta({ id: 'ReviewDecisionInput' });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
