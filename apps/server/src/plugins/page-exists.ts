import type { RouteMatch } from '@esdc/core/routes';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { PageCheck } from '../platform/page-checks.ts';

/**
 * Whether the thing a detail page shows exists, so the server can answer 404 instead of a soft 404. A page without
 * `:name` segments always exists; each feature's manifest gives the checks of its `:param` pages (features.test.ts
 * fails when a `:param` route of core's route table has none).
 * @param db the database
 * @param checks the existence check of each `:param` page, by route path
 * @returns a check for the SPA fallback (plugins/spa.ts)
 */
export function pageExistsCheck(db: Kysely<DB>, checks: Readonly<Record<string, PageCheck>>): (match: RouteMatch) => Promise<boolean> {
  return async ({ route, params }) => {
    const check = checks[route.path];
    return check ? check(db, params) : true;
  };
}
