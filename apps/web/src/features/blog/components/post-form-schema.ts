import type { BlogPost } from '@esdc/core/blog';
import { blogPostCreateSchema, type BlogPostCreateInput } from '@esdc/core/blog-schemas';
import type { Image } from '@esdc/core/image';
import { splitCommaList } from '@esdc/core/project';
import { z } from 'zod';

/** The post editor's fields as typed: text as typed, tags comma separated, the uploaded cover as picked. */
const editorFieldsSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.string(),
  cover_url: z.string(),
  covers: z.array(z.custom<Image>()),
});
/** What the editor holds. */
export type PostFormValues = z.input<typeof editorFieldsSchema>;

/**
 * The editor's values as the API's body, before validation: tags split on commas, an empty excerpt or cover URL
 * sent as null (the server then derives the excerpt), the uploaded cover by id (it wins over the URL).
 */
function postFormToBody(values: PostFormValues) {
  return {
    title: values.title,
    excerpt: values.excerpt.trim() ? values.excerpt : null,
    content: values.content,
    category: values.category,
    tags: splitCommaList(values.tags),
    cover_url: values.cover_url.trim() ? values.cover_url.trim() : null,
    cover_image_id: values.covers[0]?.id ?? null,
  };
}

/**
 * The editor's schema: its fields converted by {@link postFormToBody}, then validated by core's `blogPostCreateSchema`,
 * the schema the server applies (its messages land on the field of the same name).
 */
export function postFormSchema() {
  return editorFieldsSchema.transform((values) => postFormToBody(values) as BlogPostCreateInput).pipe(blogPostCreateSchema);
}
/** What the editor submits: the create body (the edit form sends the same fields; publishing is its own call). */
export type PostFormOutput = z.output<ReturnType<typeof postFormSchema>>;

/** An empty editor (a new tutorial). */
export const EMPTY_POST_FORM: PostFormValues = { title: '', excerpt: '', content: '', category: 'Tutorial', tags: '', cover_url: '', covers: [] };

/** The editor filled from a stored post (edit); `content` is the markdown only editors receive. */
export function postToFormValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content ?? '',
    category: post.category,
    tags: post.tags.join(', '),
    cover_url: post.cover_url ?? '',
    covers: post.cover_image ? [post.cover_image] : [],
  };
}
