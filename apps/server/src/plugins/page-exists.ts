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

/**
 * Whether the thing a detail page shows exists, so the server can answer 404 instead of a soft 404: a project
 * (`/projects/:id`), a challenge that is not hidden (`/challenges/:id`; members-only ones count, since the page
 * itself asks the visitor to sign in), an active member (`/users/:username`), a shop product that is not hidden
 * (`/product/:id`, `/shop/product/:id`), a published blog post (`/blog/:slug`), a published course (`/lms/:id`,
 * `/courses/:id`), a documentation article (`/docs/:slug`).
 * Every other page exists.
 * @param db the database
 * @returns a check for the SPA fallback (plugins/spa.ts)
 */
export function pageExistsCheck(db: Kysely<DB>): (match: RouteMatch) => Promise<boolean> {
  return async ({ route, params }) => {
    switch (route.path) {
      case '/projects/:id': {
        const id = idOf(params.id);
        return id !== null && (await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
      }
      case '/challenges/:id': {
        const id = idOf(params.id);
        if (id === null) return false;
        const row = await db.selectFrom('challenges').select('id').where('id', '=', id).where('visibility', '!=', 'hidden').executeTakeFirst();
        return row !== undefined;
      }
      case '/users/:username': {
        const username = params.username ?? '';
        if (username.length === 0 || username.length > 64 || username.includes('\u0000')) return false;
        const row = await db
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(username)`, '=', username.toLowerCase())
          .where('status', '=', 'active')
          .executeTakeFirst();
        return row !== undefined;
      }
      case '/product/:id':
      case '/shop/product/:id': {
        // A hidden listing is missing for the public (its seller and admins still get the app, which loads it).
        const id = idOf(params.id);
        if (id === null) return false;
        const row = await db.selectFrom('products').select('id').where('id', '=', id).where('hidden', '=', 0).executeTakeFirst();
        return row !== undefined;
      }
      case '/blog/:slug': {
        // Published posts only: a draft's page still opens for its author (the app loads it with their session), with
        // status 404 to everyone else, so the status never tells that a draft exists.
        const slug = params.slug ?? '';
        if (slug.length === 0 || slug.length > 100) return false;
        const row = await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst();
        return row !== undefined;
      }
      case '/lms/:id':
      case '/courses/:id': {
        // Published courses only: an unpublished one still opens for those who may edit it (the app loads it with their
        // session), with status 404 to everyone else, as the API answers.
        const id = idOf(params.id);
        if (id === null) return false;
        const row = await db.selectFrom('courses').select('id').where('id', '=', id).where('published', '=', 1).executeTakeFirst();
        return row !== undefined;
      }
      case '/docs/:slug': {
        const slug = params.slug ?? '';
        if (slug.length === 0 || slug.length > 60) return false;
        return (await db.selectFrom('doc_articles').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
      }
      default:
        return true;
    }
  };
}
