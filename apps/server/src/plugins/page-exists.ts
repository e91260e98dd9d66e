import { normaliseCertificateCode } from '@esdc/core/course-learning';
import { INT32_MAX } from '@esdc/core/input';
import type { RouteMatch } from '@esdc/core/routes';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A plain decimal id within the column range, or null. */
function idOf(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

/** A slug or code of at most `max` characters without NUL, or null. */
function textOf(value: string | undefined, max: number): string | null {
  if (!value || value.length > max || value.includes('\u0000')) return null;
  return value;
}

/** Whether a query found a row. */
const found = async (query: { executeTakeFirst(): Promise<unknown> }) => (await query.executeTakeFirst()) !== undefined;

/** Answers whether the thing a page with these `:name` params shows exists. */
type PageCheck = (db: Kysely<DB>, params: Record<string, string>) => Promise<boolean>;

/**
 * A check for a page whose `:id` is a row of `table`, optionally only rows that pass `condition` (an SQL condition on
 * that row's columns, the same on SQLite and PostgreSQL).
 */
function rowWithId(table: 'projects' | 'challenges' | 'events' | 'products' | 'courses', condition?: RawBuilder<unknown>): PageCheck {
  return async (db, { id }) => {
    const rowId = idOf(id);
    if (rowId === null) return false;
    const only = condition ? sql` and ${condition}` : sql``;
    return (await sql`select 1 from ${sql.table(table)} where id = ${rowId}${only}`.execute(db)).rows.length > 0;
  };
}

/** A check for a page of a published course's lesson or exam: the row `params[param]` of `table`, under course `:id`. */
function partOfPublishedCourse(table: 'course_lessons' | 'course_exams', param: string): PageCheck {
  return async (db, params) => {
    const courseId = idOf(params.id);
    const partId = idOf(params[param]);
    if (courseId === null || partId === null) return false;
    const query = sql`select 1 from ${sql.table(table)} part join courses on courses.id = part.course_id
      where part.id = ${partId} and part.course_id = ${courseId} and courses.published = 1`;
    return (await query.execute(db)).rows.length > 0;
  };
}

/** An event that is not a draft: a draft's page still opens for those who may manage it, with status 404 to everyone else. */
const eventExists = rowWithId('events', sql`status <> 'draft'`);
/** Any event: its editor and check-in pages are for those who manage it, drafts included. */
const anyEventExists = rowWithId('events');
/** A listed product: a hidden listing is missing for the public (its seller and admins still get the app, which loads it). */
const listedProductExists = rowWithId('products', sql`hidden = 0`);
/**
 * A published course: an unpublished one still opens for those who may edit it (the app loads it with their session),
 * with status 404 to everyone else, as the API answers.
 */
const publishedCourseExists = rowWithId('courses', sql`published = 1`);

/** A blog post with this slug, published or not: the editor is for its author and admins. */
const anyPostExists: PageCheck = (db, { slug }) => {
  const postSlug = textOf(slug, 100);
  return postSlug === null ? Promise.resolve(false) : found(db.selectFrom('blog_posts').select('id').where('slug', '=', postSlug));
};

/**
 * The existence check of every page with `:name` segments in the route table (packages/core/src/routes.ts), by route
 * path: a missing thing answers 404 with the app's not-found page instead of a soft 404. page-exists.test.ts fails
 * when a `:param` route of the table has no entry here.
 */
export const PAGE_CHECKS: Readonly<Record<string, PageCheck>> = {
  '/projects/:id': rowWithId('projects'),
  // A challenge that is not hidden; members-only ones count, since the page itself asks the visitor to sign in.
  '/challenges/:id': rowWithId('challenges', sql`visibility <> 'hidden'`),
  // An active member.
  '/users/:username': async (db, { username }) => {
    const name = textOf(username, 64);
    if (name === null) return false;
    return found(
      db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', name.toLowerCase())
        .where('status', '=', 'active'),
    );
  },
  '/events/:id': eventExists,
  '/events/:id/edit': anyEventExists,
  '/events/:id/check-in': anyEventExists,
  '/product/:id': listedProductExists,
  '/shop/product/:id': listedProductExists,
  // Any product, hidden or not: the editor is for its seller and admins.
  '/my-products/:id/edit': rowWithId('products'),
  // Published posts only: a draft's page still opens for its author (the app loads it with their session), with status
  // 404 to everyone else, so the status never tells that a draft exists.
  '/blog/:slug': async (db, { slug }) => {
    const postSlug = textOf(slug, 100);
    if (postSlug === null) return false;
    return found(db.selectFrom('blog_posts').select('id').where('slug', '=', postSlug).where('status', '=', 'published'));
  },
  '/blog/:slug/edit': anyPostExists,
  '/lms/:id': publishedCourseExists,
  '/courses/:id': publishedCourseExists,
  // Any course: the editor is for those who may edit it, published or not.
  '/lms/:id/edit': rowWithId('courses'),
  // A lesson or an exam of a published course, under that course.
  '/lms/:id/lessons/:lessonId': partOfPublishedCourse('course_lessons', 'lessonId'),
  '/lms/:id/exams/:examId': partOfPublishedCourse('course_exams', 'examId'),
  // A certificate by its public code, typed as the API reads it (case, spaces and dashes do not matter).
  '/certificates/:code': async (db, { code }) => {
    const typed = textOf(code, 40);
    const certificate = typed === null ? null : normaliseCertificateCode(typed);
    return certificate === null ? false : found(db.selectFrom('certificates').select('id').where('code', '=', certificate));
  },
  '/docs/:slug': async (db, { slug }) => {
    const articleSlug = textOf(slug, 60);
    return articleSlug === null ? false : found(db.selectFrom('doc_articles').select('id').where('slug', '=', articleSlug));
  },
};

/**
 * Whether the thing a detail page shows exists, so the server can answer 404 instead of a soft 404 (see
 * {@link PAGE_CHECKS}). A page without `:name` segments always exists.
 * @param db the database
 * @returns a check for the SPA fallback (plugins/spa.ts)
 */
export function pageExistsCheck(db: Kysely<DB>): (match: RouteMatch) => Promise<boolean> {
  return async ({ route, params }) => {
    const check = PAGE_CHECKS[route.path];
    return check ? check(db, params) : true;
  };
}
