import { sql } from 'kysely';
import type { PageCheck } from '../../platform/page-checks.ts';
import { rowWithId } from '../../platform/page-checks.ts';

/*
 * Which forum pages exist (docs/requirements.md §2 Forum), for the server's page answers: a category that is not
 * archived, and a thread whose opening post is not hidden (status 404 otherwise, whoever asks).
 */

/** `/forum/:categoryId`: a category that is not archived. */
export const forumCategoryPage: PageCheck = async (db, params) => rowWithId('forum_categories', sql`archived = 0`)(db, { id: params.categoryId ?? '' });

/** `/forum/t/:threadId`: a thread that is not hidden. */
export const forumThreadPage: PageCheck = async (db, params) => rowWithId('forum_threads', sql`hidden = 0`)(db, { id: params.threadId ?? '' });
