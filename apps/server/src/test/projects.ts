import type { Insertable, Kysely } from 'kysely';
import type { DB, ProjectsTable } from '../db/schema.ts';

/**
 * Inserts a draft project straight into the database (no image, links, tags, technologies or contributors).
 * @param fields its owner (`user_id`), title, description and category
 * @param at the ISO time for created_at and updated_at
 * @returns its id
 */
export async function insertTestProject(
  db: Kysely<DB>,
  fields: Pick<Insertable<ProjectsTable>, 'user_id' | 'title' | 'description' | 'category'>,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values({
      ...fields,
      status: 'draft',
      image: null,
      github_link: null,
      live_url: null,
      created_at: at,
      updated_at: at,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
