import { normaliseCertificateCode } from '@esdc/core/course-learning';
import { INT32_MAX } from '@esdc/core/input';
import type { RouteMatch } from '@esdc/core/routes';
import { sql, type Kysely } from 'kysely';
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

/** A project (`/projects/:id`). */
const projectExists: PageCheck = (db, { id }) => {
  const projectId = idOf(id);
  return projectId === null ? Promise.resolve(false) : found(db.selectFrom('projects').select('id').where('id', '=', projectId));
};

/** An event that is not a draft: a draft's page still opens for those who may manage it, with status 404 to everyone else. */
const eventExists: PageCheck = (db, { id }) => {
  const eventId = idOf(id);
  if (eventId === null) return Promise.resolve(false);
  return found(db.selectFrom('events').select('id').where('id', '=', eventId).where('status', '!=', 'draft'));
};

/** Any event: its editor and check-in pages are for those who manage it, drafts included. */
const anyEventExists: PageCheck = (db, { id }) => {
  const eventId = idOf(id);
  return eventId === null ? Promise.resolve(false) : found(db.selectFrom('events').select('id').where('id', '=', eventId));
};

/** A listed product: a hidden listing is missing for the public (its seller and admins still get the app, which loads it). */
const listedProductExists: PageCheck = (db, { id }) => {
  const productId = idOf(id);
  if (productId === null) return Promise.resolve(false);
  return found(db.selectFrom('products').select('id').where('id', '=', productId).where('hidden', '=', 0));
};

/** Any product, hidden or not: the editor is for its seller and admins. */
const anyProductExists: PageCheck = (db, { id }) => {
  const productId = idOf(id);
  return productId === null ? Promise.resolve(false) : found(db.selectFrom('products').select('id').where('id', '=', productId));
};

/**
 * A published course: an unpublished one still opens for those who may edit it (the app loads it with their session),
 * with status 404 to everyone else, as the API answers.
 */
const publishedCourseExists: PageCheck = (db, { id }) => {
  const courseId = idOf(id);
  if (courseId === null) return Promise.resolve(false);
  return found(db.selectFrom('courses').select('id').where('id', '=', courseId).where('published', '=', 1));
};

/** Any course: the editor is for those who may edit it, published or not. */
const anyCourseExists: PageCheck = (db, { id }) => {
  const courseId = idOf(id);
  return courseId === null ? Promise.resolve(false) : found(db.selectFrom('courses').select('id').where('id', '=', courseId));
};

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
  '/projects/:id': projectExists,
  // A challenge that is not hidden; members-only ones count, since the page itself asks the visitor to sign in.
  '/challenges/:id': async (db, { id }) => {
    const challengeId = idOf(id);
    if (challengeId === null) return false;
    return found(db.selectFrom('challenges').select('id').where('id', '=', challengeId).where('visibility', '!=', 'hidden'));
  },
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
  '/my-products/:id/edit': anyProductExists,
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
  '/lms/:id/edit': anyCourseExists,
  // A lesson or an exam of a published course, under that course.
  '/lms/:id/lessons/:lessonId': async (db, { id, lessonId }) => {
    const courseId = idOf(id);
    const lesson = idOf(lessonId);
    if (courseId === null || lesson === null) return false;
    return found(
      db
        .selectFrom('course_lessons')
        .innerJoin('courses', 'courses.id', 'course_lessons.course_id')
        .select('course_lessons.id')
        .where('course_lessons.id', '=', lesson)
        .where('course_lessons.course_id', '=', courseId)
        .where('courses.published', '=', 1),
    );
  },
  '/lms/:id/exams/:examId': async (db, { id, examId }) => {
    const courseId = idOf(id);
    const exam = idOf(examId);
    if (courseId === null || exam === null) return false;
    return found(
      db
        .selectFrom('course_exams')
        .innerJoin('courses', 'courses.id', 'course_exams.course_id')
        .select('course_exams.id')
        .where('course_exams.id', '=', exam)
        .where('course_exams.course_id', '=', courseId)
        .where('courses.published', '=', 1),
    );
  },
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
