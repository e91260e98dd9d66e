import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import {
  FORUM_BODY_MAX,
  FORUM_CATEGORY_DESCRIPTION_MAX,
  FORUM_CATEGORY_NAME_MAX,
  FORUM_LINK_KINDS,
  FORUM_PAGE_MAX,
  FORUM_POST_PAGE_SIZE,
  FORUM_REPORT_REASON_MAX,
  FORUM_SORTS,
  FORUM_THREAD_PAGE_SIZE,
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
} from './forum.ts';
import { bodyIdSchema, idSchema, pageQueryShape, searchQuerySchema, sortQuerySchema, textSchema, wholeNumberSchema } from './input.ts';

/*
 * The forum's requests and answers (docs/requirements.md §2 Forum, §3 Forum thread and post, §5 Forum, §7 Forum).
 * The routes validate with these, the pages' forms resolve with them and /api/docs is generated from them.
 */

/** Who wrote a thread or a post, as every reader sees them (no email). */
export const forumAuthorSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), role: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'ForumAuthor' });
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** A forum category with its counts (threads and posts visible to the reader). */
export const forumCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    qa: z.boolean().describe('A Q&A category: the asker or a moderator marks one reply as the answer'),
    archived: z.boolean().describe('An archived category is listed to admins only and takes no new threads'),
    position: z.number().int(),
    thread_count: z.number().int(),
    post_count: z.number().int().describe('Threads and replies'),
    last_activity_at: z.string().nullable().describe('ISO-8601 UTC of the newest visible post; null when empty'),
  })
  .meta({ id: 'ForumCategory' });
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoryListEnvelopeSchema = envelope(z.array(forumCategorySchema));
export const forumCategoryEnvelopeSchema = envelope(forumCategorySchema);

/** `POST /api/forum/categories` (admins). */
export const forumCategoryCreateSchema = z.object({
  name: textSchema({ label: 'Category name', max: FORUM_CATEGORY_NAME_MAX, requiredMessage: 'Category name is required', singleLine: true }),
  description: textSchema({ label: 'Description', max: FORUM_CATEGORY_DESCRIPTION_MAX, singleLine: true }).default(''),
  qa: z.boolean({ error: 'Q&A must be true or false' }).default(false),
});
export type ForumCategoryCreate = z.output<typeof forumCategoryCreateSchema>;
export type ForumCategoryCreateInput = z.input<typeof forumCategoryCreateSchema>;

/** `PUT /api/forum/categories/{id}` (admins): rename, describe, mark Q&A, move to `position` (0-based), archive or restore. */
export const forumCategoryUpdateSchema = z.object({
  name: textSchema({ label: 'Category name', max: FORUM_CATEGORY_NAME_MAX, requiredMessage: 'Category name is required', singleLine: true }).optional(),
  description: textSchema({ label: 'Description', max: FORUM_CATEGORY_DESCRIPTION_MAX, singleLine: true }).optional(),
  qa: z.boolean({ error: 'Q&A must be true or false' }).optional(),
  position: wholeNumberSchema({ message: 'Position must be a whole number of at least 0', min: 0, max: 1000 }).optional(),
  archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
});
export type ForumCategoryUpdate = z.output<typeof forumCategoryUpdateSchema>;

/** The page of another area a thread is about (a project, course, challenge, event or team). */
export const forumLinkSchema = z
  .object({ kind: z.enum(FORUM_LINK_KINDS), id: z.number().int(), title: z.string(), path: z.string().describe('In-app path, e.g. /projects/4') })
  .meta({ id: 'ForumLink' });
export type ForumLink = z.infer<typeof forumLinkSchema>;

/** A thread as lists show it. `unread`/`new_posts` are null for visitors. */
export const forumThreadSummarySchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    category_name: z.string(),
    title: z.string(),
    author: forumAuthorSchema.nullable().describe('Null when the author deleted their account'),
    excerpt: z.string().describe('The opening post as plain text, at most 200 characters'),
    pinned: z.boolean(),
    locked: z.boolean(),
    solved: z.boolean().describe('A Q&A thread with a marked answer'),
    reply_count: z.number().int().describe('Visible replies (the opening post not counted)'),
    like_count: z.number().int().describe("Likes of the opening post (the 'top' order)"),
    created_at: z.string(),
    last_activity_at: z.string().describe('When the newest visible post was written'),
    last_poster: forumAuthorSchema.nullable(),
    link: forumLinkSchema.nullable(),
    unread: z.boolean().nullable().describe('The reader has never opened it or it has posts since their last visit'),
    new_posts: z.number().int().nullable().describe('Visible posts since the reader last opened it (all of them when never)'),
  })
  .meta({ id: 'ForumThreadSummary' });
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;
export const forumThreadPageSchema = listEnvelope(forumThreadSummarySchema);

/** A post: a thread's opening post or a reply. Hidden posts reach moderators only, with `hidden: true`. */
export const forumPostSchema = z
  .object({
    id: z.number().int(),
    thread_id: z.number().int(),
    author: forumAuthorSchema.nullable(),
    body: z.string().describe('As written (markdown)'),
    html: z.string().describe('The body rendered and sanitised (safe to insert); fenced code marked with its language'),
    opening: z.boolean().describe('The thread’s opening post'),
    accepted: z.boolean().describe('The marked answer of a Q&A thread'),
    hidden: z.boolean(),
    like_count: z.number().int(),
    liked: z.boolean().nullable().describe('Whether the reader likes it; null for visitors'),
    edit_count: z.number().int().describe('How many times it was edited (the history is kept)'),
    created_at: z.string(),
    edited_at: z.string().nullable(),
  })
  .meta({ id: 'ForumPost' });
export type ForumPost = z.infer<typeof forumPostSchema>;
export const forumPostEnvelopeSchema = envelope(forumPostSchema);

/** One earlier version of a post, kept by an edit: the body as it was before, who replaced it and when. */
export const forumPostEditSchema = z
  .object({
    body: z.string().describe('The body before this edit (markdown as written)'),
    editor: forumAuthorSchema.nullable().describe('Who edited (the author or a moderator); null once their account is deleted'),
    edited_at: z.string().describe('ISO-8601 UTC of the edit'),
  })
  .meta({ id: 'ForumPostEdit' });
export type ForumPostEdit = z.infer<typeof forumPostEditSchema>;
/** `GET /api/forum/posts/{id}/edits`: the post's earlier versions, newest first (the latest 50). */
export const forumPostEditListEnvelopeSchema = envelope(z.array(forumPostEditSchema));
export const forumPostPageSchema = listEnvelope(forumPostSchema);

/** A thread's page: its summary, the opening post, the answer (Q&A) and the reader's subscription. */
export const forumThreadSchema = forumThreadSummarySchema
  .extend({
    opening_post: forumPostSchema,
    answer: forumPostSchema.nullable().describe('The marked answer, shown under the question'),
    subscribed: z.boolean().nullable().describe('Whether the reader is notified of new replies; null for visitors'),
    category_qa: z.boolean(),
  })
  .meta({ id: 'ForumThread' });
export type ForumThread = z.infer<typeof forumThreadSchema>;
export const forumThreadEnvelopeSchema = envelope(forumThreadSchema);

/**
 * `GET /api/forum/threads` query: a category (all categories when absent), an order, solved or not (Q&A), a linked
 * page (`link_kind` with `link_id`: that page's discussions), a search and paging. Pinned threads come first in a
 * category's 'latest' order.
 */
export const forumThreadListQuerySchema = z.object({
  category_id: idSchema('category').optional(),
  sort: sortQuerySchema(FORUM_SORTS, 'latest'),
  solved: z.enum(['true', 'false'], { error: 'Solved must be true or false' }).optional(),
  link_kind: z.enum(FORUM_LINK_KINDS, { error: 'Invalid link kind' }).optional(),
  link_id: idSchema('link').optional(),
  q: searchQuerySchema(),
  ...pageQueryShape({ defaultLimit: FORUM_THREAD_PAGE_SIZE, maxLimit: FORUM_PAGE_MAX }),
});
export type ForumThreadListQuery = z.output<typeof forumThreadListQuerySchema>;

/** `GET /api/forum/threads/{id}/posts` query: the replies, oldest first, by page. */
export const forumPostListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: FORUM_POST_PAGE_SIZE, maxLimit: FORUM_PAGE_MAX }) });
export type ForumPostListQuery = z.output<typeof forumPostListQuerySchema>;

/** A post's body: markdown, 1–20,000 characters (SPEC §5 Forum). */
export const forumBodySchema = textSchema({ label: 'Body', max: FORUM_BODY_MAX, requiredMessage: 'Body is required' });

/** `POST /api/forum/threads` ('New Discussion'). */
export const forumThreadCreateSchema = z
  .object({
    category_id: bodyIdSchema('category'),
    title: textSchema({
      label: 'Title',
      min: FORUM_TITLE_MIN,
      max: FORUM_TITLE_MAX,
      requiredMessage: 'Title is required',
      minMessage: `Title must be at least ${FORUM_TITLE_MIN} characters long`,
      singleLine: true,
    }),
    body: forumBodySchema,
    link: z
      .object({ kind: z.enum(FORUM_LINK_KINDS, { error: 'Invalid link kind' }), id: bodyIdSchema('link') })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ForumThreadCreate' });
export type ForumThreadCreate = z.output<typeof forumThreadCreateSchema>;
export type ForumThreadCreateInput = z.input<typeof forumThreadCreateSchema>;

/** `POST /api/forum/threads/{id}/posts` (a reply) and `PUT /api/forum/posts/{id}` (an edit). */
export const forumPostInputSchema = z.object({ body: forumBodySchema }).meta({ id: 'ForumPostBody' });
export type ForumPostInput = z.output<typeof forumPostInputSchema>;

/** `POST /api/forum/posts/{id}/report`. */
export const forumReportCreateSchema = z.object({
  reason: textSchema({ label: 'Reason', max: FORUM_REPORT_REASON_MAX, requiredMessage: 'Reason is required' }),
});
export type ForumReportCreate = z.output<typeof forumReportCreateSchema>;

/** `POST /api/forum/threads/{id}/move` (moderators). */
export const forumThreadMoveSchema = z.object({ category_id: bodyIdSchema('category') });
export type ForumThreadMove = z.output<typeof forumThreadMoveSchema>;

/** `POST /api/forum/threads/{id}/merge` (moderators): every post of this thread moves into `into_thread_id`. */
export const forumThreadMergeSchema = z.object({ into_thread_id: bodyIdSchema('thread') });
export type ForumThreadMerge = z.output<typeof forumThreadMergeSchema>;

/** An open report in the moderators' queue, with the post it is about. */
export const forumReportSchema = z
  .object({
    id: z.number().int(),
    reason: z.string(),
    reporter: forumAuthorSchema.nullable(),
    created_at: z.string(),
    post: z.object({
      id: z.number().int(),
      thread_id: z.number().int(),
      thread_title: z.string(),
      excerpt: z.string(),
      author: forumAuthorSchema.nullable(),
      hidden: z.boolean(),
    }),
  })
  .meta({ id: 'ForumReport' });
export type ForumReport = z.infer<typeof forumReportSchema>;
export const forumReportPageSchema = listEnvelope(forumReportSchema);
