import { z } from 'zod';
import { DOC_CONTENT_MAX, DOC_GROUPS, DOC_POSITION_MAX, DOC_SLUG_MAX, DOC_SLUG_PATTERN, DOC_TITLE_MAX, DOC_TITLE_MIN } from './docs.ts';
import { pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';

/*
 * Documentation articles (SPEC §2 Documentation): what the docs routes take and answer. The same schemas
 * drive the editor's form on the web.
 */

/** 'Invalid documentation group'. */
export const docGroupSchema = z.enum(DOC_GROUPS, { error: 'Invalid documentation group' });

/** A slug in a body or a path: lower-case words joined by hyphens. */
export const docSlugSchema = textSchema({ label: 'Slug', max: DOC_SLUG_MAX, requiredMessage: 'Slug is required' }).regex(
  DOC_SLUG_PATTERN,
  'Slug must be lower-case letters and digits joined by hyphens',
);

/** Path params `{ slug }`. */
export const docSlugParamsSchema = z.object({ slug: docSlugSchema });

const titleSchema = textSchema({ label: 'Title', min: DOC_TITLE_MIN, max: DOC_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true });
const contentSchema = z
  .string({ error: 'Content is required' })
  .max(DOC_CONTENT_MAX, `Content must be at most ${DOC_CONTENT_MAX} characters long`)
  .refine((v) => !v.includes('\u0000'), { message: 'Content contains invalid characters', abort: true })
  .transform((v) => v.normalize('NFC').replace(/\r\n?/g, '\n'))
  .refine((v) => v.trim().length > 0, 'Content is required')
  .describe('Markdown source');
const positionSchema = wholeNumberSchema({
  message: `Position must be a whole number between 0 and ${DOC_POSITION_MAX}`,
  min: 0,
  max: DOC_POSITION_MAX,
}).describe('Order within its group, smallest first');

/** `GET /api/docs` query: `q` searches titles and content (case-insensitive), paging (default 100). */
export const docListQuerySchema = z.object({ q: searchQuerySchema(), ...pageQueryShape({ defaultLimit: 100, maxLimit: 100 }) });
export type DocListQuery = z.infer<typeof docListQuerySchema>;

/** One article in the sidebar list. */
export const docSummarySchema = z
  .object({
    slug: z.string(),
    group: docGroupSchema,
    title: z.string(),
    position: z.number().int(),
    updated_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'DocSummary' });
export type DocSummary = z.infer<typeof docSummarySchema>;

/** One article to read: the sanitised HTML for everyone, the markdown source only for its editors. */
export const docArticleSchema = docSummarySchema
  .extend({
    id: z.number().int(),
    content_html: z.string().describe('Rendered and sanitised on save'),
    content: z.string().nullable().describe('Markdown source: only for editors (admins), null for everyone else'),
    can_edit: z.boolean().describe("Whether the viewer may edit it ('docs:edit')"),
    updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('Who saved it last; null for the seed or a deleted member'),
  })
  .meta({ id: 'DocArticle' });
export type DocArticle = z.infer<typeof docArticleSchema>;

/** `POST /api/docs`. */
export const docCreateSchema = z.object({
  slug: docSlugSchema,
  group: docGroupSchema,
  title: titleSchema,
  position: positionSchema.default(0),
  content: contentSchema,
});
export type DocCreate = z.infer<typeof docCreateSchema>;

/** `PUT /api/docs/{slug}`: any subset of the fields (the slug too, which renames the article's address). */
export const docUpdateSchema = z
  .object({ slug: docSlugSchema, group: docGroupSchema, title: titleSchema, position: positionSchema, content: contentSchema })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type DocUpdate = z.infer<typeof docUpdateSchema>;
