import { z } from 'zod';
import { bodyIdSchema, optionalTextSchema, pageQueryShape, searchQuerySchema, textSchema } from './input.ts';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_KINDS,
  RESOURCE_MESSAGES,
  RESOURCE_PAGE_SIZE,
  RESOURCE_TITLE_MAX,
  RESOURCE_TITLE_MIN,
  FILE_UPLOAD_TYPES,
} from './resource.ts';

/*
 * Learning resources (SPEC §2 Resources) and uploaded files: what the routes take and answer. The same
 * schemas drive the add/edit dialog on the web.
 */

/** 'Invalid resource category'. */
export const resourceCategorySchema = z.enum(RESOURCE_CATEGORIES, { error: 'Invalid resource category' });

/** An uploaded file as the API shows it. */
export const storedFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The file name offered for download (its extension matches its content)'),
    content_type: z.enum(FILE_UPLOAD_TYPES),
    bytes: z.number().int().describe('Size in bytes'),
    url: z.string().describe('Download address: /files/{key}/{name}, served as an attachment'),
    created_at: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;
export type ResourceFile = StoredFile;

/** One resource. */
export const resourceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: resourceCategorySchema,
    kind: z.enum(RESOURCE_KINDS),
    url: z.string().nullable().describe('The link (kind link); null for a file'),
    file: storedFileSchema.nullable().describe('The uploaded file (kind file); null for a link'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Resource' });
export type Resource = z.infer<typeof resourceSchema>;

/** `GET /api/resources` query. */
export const resourceListQuerySchema = z.object({
  category: resourceCategorySchema.optional(),
  q: searchQuerySchema(),
  ...pageQueryShape({ defaultLimit: RESOURCE_PAGE_SIZE, maxLimit: 50 }),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

const titleSchema = textSchema({ label: 'Title', min: RESOURCE_TITLE_MIN, max: RESOURCE_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true });
const descriptionSchema = optionalTextSchema({ label: 'Description', max: RESOURCE_DESCRIPTION_MAX });
/** A link: http(s) only. */
const linkSchema = textSchema({ label: 'Link', max: 500, maxMessage: 'Link is too long' })
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Link must be a valid URL')
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();
const fileIdSchema = bodyIdSchema('file').nullable().optional();

/** Exactly one of a link and a file. */
function linkOrFile(value: { url?: string | null; file_id?: number | null }, ctx: z.RefinementCtx, required: boolean) {
  const hasUrl = value.url != null;
  const hasFile = value.file_id != null;
  if (hasUrl && hasFile) ctx.addIssue({ code: 'custom', path: ['url'], message: RESOURCE_MESSAGES.linkOrFile });
  else if (required && !hasUrl && !hasFile) ctx.addIssue({ code: 'custom', path: ['url'], message: RESOURCE_MESSAGES.linkOrFile });
}

/** `POST /api/resources`: a link (`url`) or an uploaded file (`file_id` from `POST /api/files`). */
export const resourceCreateSchema = z
  .object({ title: titleSchema, description: descriptionSchema, category: resourceCategorySchema, url: linkSchema, file_id: fileIdSchema })
  .superRefine((v, ctx) => linkOrFile(v, ctx, true));
export type ResourceCreate = z.infer<typeof resourceCreateSchema>;

/** `PUT /api/resources/{id}`: any subset; a new `url` or `file_id` replaces the link or file. */
export const resourceUpdateSchema = z
  .object({ title: titleSchema, description: descriptionSchema, category: resourceCategorySchema, url: linkSchema, file_id: fileIdSchema })
  .partial()
  .superRefine((v, ctx) => {
    linkOrFile(v, ctx, false);
    if (!Object.values(v).some((x) => x !== undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to update' });
  });
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;
