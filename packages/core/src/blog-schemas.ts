import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_CONTENT_MIN,
  BLOG_EXCERPT_MAX,
  BLOG_MESSAGES,
  BLOG_SLUG_MAX,
  BLOG_STATUSES,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BLOG_TITLE_MIN,
  SLUG_PATTERN,
} from './blog.ts';
import { imageSchema } from './image-schemas.ts';
import { bodyIdSchema, idSchema, optionalTextSchema, pageQueryShape, searchQuerySchema, textSchema, type IssueStatus } from './input.ts';
import { dedupeNames } from './project.ts';

/*
 * Blog validation and the shapes the blog routes answer (SPEC §3 Blog post), kept apart from
 * ./blog.ts so that pages which only display posts do not load zod.
 */

const titleSchema = textSchema({ label: 'Title', max: BLOG_TITLE_MAX, min: BLOG_TITLE_MIN, requiredMessage: BLOG_MESSAGES.titleRequired, singleLine: true });
const contentSchema = textSchema({
  label: 'Content',
  max: BLOG_CONTENT_MAX,
  min: BLOG_CONTENT_MIN,
  requiredMessage: BLOG_MESSAGES.contentRequired,
}).describe('Markdown source; served rendered and sanitised as content_html');
const excerptSchema = optionalTextSchema({ label: 'Excerpt', max: BLOG_EXCERPT_MAX }).describe(
  'A line or two for the cards; when empty, the start of the content is used',
);
/** Category field or filter: 'Invalid post category'. */
export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: BLOG_MESSAGES.invalidCategory });
const tagsSchema = z
  .array(textSchema({ label: 'Tag', max: BLOG_TAG_MAX }), { error: 'Tags must be a list of names' })
  .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
  .transform((names) => dedupeNames(names.filter((n) => n.length > 0)));
const coverImageIdSchema = bodyIdSchema('image').nullable().describe('An uploaded image (POST /api/images) of the caller, or null');
/** An illustration shipped with the app (`/images/blog/debounce.svg`), as the seeded posts use. */
const BUNDLED_IMAGE = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|webp|avif|png|jpg)$/;
const coverUrlSchema = textSchema({ label: 'Cover image URL', max: 500, maxMessage: 'Cover image URL is too long' })
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || BUNDLED_IMAGE.test(v), 'Cover image URL must be a valid URL')
  .nullable()
  .transform((v) => (v ? v : null))
  .optional()
  .describe('An external cover image (http/https) or one shipped with the app (/images/…), shown when there is no uploaded one');

/** `POST /api/blog/posts` body: a draft unless `status: 'published'` is sent. The slug comes from the title. */
export const blogPostCreateSchema = z
  .object({
    title: titleSchema,
    excerpt: excerptSchema.default(null),
    content: contentSchema,
    category: blogCategorySchema,
    tags: tagsSchema.default([]),
    cover_image_id: coverImageIdSchema.default(null),
    cover_url: coverUrlSchema.default(null),
    status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.invalidStatus }).default('draft'),
  })
  .meta({ id: 'BlogPostCreate' });
export type BlogPostCreateInput = z.input<typeof blogPostCreateSchema>;
export type BlogPostCreate = z.output<typeof blogPostCreateSchema>;

/** `PUT /api/blog/posts/{id}` body: any subset of the fields (publishing has its own routes). The slug stays. */
export const blogPostUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    excerpt: excerptSchema,
    content: contentSchema.optional(),
    category: blogCategorySchema.optional(),
    tags: tagsSchema.optional(),
    cover_image_id: coverImageIdSchema.optional(),
    cover_url: coverUrlSchema,
  })
  .meta({ id: 'BlogPostUpdate' });
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateSchema>;
export type BlogPostUpdate = z.output<typeof blogPostUpdateSchema>;

/** Which posts a list holds: published ones (default), the drafts the viewer may see, or both. */
export const BLOG_LIST_STATUSES = ['published', 'draft', 'all'] as const;

/**
 * `GET /api/blog/posts` query: `q` (title and excerpt, case-insensitive), `category`, `tag`, `author` (member id),
 * `status` (drafts only those the viewer may see), paging.
 */
export const blogListQuerySchema = z.object({
  q: searchQuerySchema(),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), blogCategorySchema.optional()),
  tag: z.preprocess((v) => (v === '' ? undefined : v), textSchema({ label: 'Tag', max: BLOG_TAG_MAX }).optional()),
  author: z.preprocess((v) => (v === '' ? undefined : v), idSchema('author').optional()),
  status: z.enum(BLOG_LIST_STATUSES, { error: BLOG_MESSAGES.invalidStatus }).default('published'),
  ...pageQueryShape({ defaultLimit: 9, maxLimit: 50 }),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** `GET /api/blog/posts/{slug}` params: 'Post not found' for anything that cannot be a slug. */
export const blogSlugParamsSchema = z.object({
  slug: z.string().refine((v) => v.length <= BLOG_SLUG_MAX + 12 && SLUG_PATTERN.test(v), {
    message: BLOG_MESSAGES.notFound,
    params: { status: 404 } satisfies IssueStatus,
  }),
});

/** `GET /api/admin/blog/writers` query: paging. */
export const blogWritersQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 50, maxLimit: 100 }) });

/*
 * Answers (the response contract of the blog routes, shown at /api/docs). Timestamps are ISO-8601 UTC strings.
 */

/** A post's author (SPEC §3 Blog post author{id,name}); a removed member shows as 'Former member' with no username. */
export const blogAuthorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.string().nullable().describe('Picture URL; null when none (the web draws initials)'),
  })
  .meta({ id: 'BlogAuthor' });
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** A post as lists show it (SPEC §3 Blog post, without the content). */
export const blogPostSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().describe('The given excerpt, else the start of the content as plain text'),
    category: z.enum(BLOG_CATEGORIES),
    status: z.enum(BLOG_STATUSES),
    tags: z.array(z.string()),
    cover_image: imageSchema.nullable().describe('The uploaded cover; wins over cover_url'),
    cover_url: z.string().nullable().describe('External or bundled cover image URL'),
    author: blogAuthorSchema.nullable(),
    published_at: z.string().nullable().describe('When it was first published, ISO-8601 UTC; null for a draft never published'),
    read_time: z.number().int().positive().describe('Minutes: words / 200, rounded up, at least 1'),
    views: z.number().int().nonnegative(),
    likes: z.number().int().nonnegative(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One post (`GET /api/blog/posts/{slug}`): readers get the sanitised HTML; the markdown only those who may edit. */
export const blogPostSchema = blogPostSummarySchema
  .extend({
    content_html: z.string().describe('The content rendered to sanitised HTML'),
    content: z.string().nullable().describe('The markdown source: only to those who may edit the post, else null'),
    liked: z.boolean().describe('Whether the signed-in viewer likes it'),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The answer to a like or unlike. */
export const blogLikeResultSchema = z.object({ likes: z.number().int().nonnegative(), liked: z.boolean() }).meta({ id: 'BlogLikeResult' });
export type BlogLikeResult = z.infer<typeof blogLikeResultSchema>;

/** The answer to counting a view. */
export const blogViewCountSchema = z
  .object({ views: z.number().int().nonnegative(), counted: z.boolean().describe('False when this viewer already counted within the hour') })
  .meta({ id: 'BlogViewCount' });
export type BlogViewCount = z.infer<typeof blogViewCountSchema>;

/** `GET /api/blog/access`: what the viewer may do on the blog. */
export const blogAccessSchema = z
  .object({
    is_writer: z.boolean().describe('An admin made the viewer a writer'),
    can_write: z.boolean().describe('Admins, moderators and writers write posts'),
  })
  .meta({ id: 'BlogAccess' });
export type BlogAccess = z.infer<typeof blogAccessSchema>;

/** A member an admin made a writer (`GET /api/admin/blog/writers`). */
export const blogWriterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    added_at: z.string().describe('When they were made a writer, ISO-8601 UTC'),
    posts: z.number().int().nonnegative().describe('Posts they wrote (drafts too)'),
  })
  .meta({ id: 'BlogWriter' });
export type BlogWriter = z.infer<typeof blogWriterSchema>;
