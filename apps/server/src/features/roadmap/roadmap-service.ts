import type { RoadmapEntry, RoadmapEntryCreate, RoadmapEntryListQuery } from '@esdc/core/roadmap-schemas';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * Roadmap (SPEC §2 Static pages): a public list of entries, newest first; active members post them ('roadmap:post',
 * checked by the route). An entry outlives its author's account: it then has no author.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** The entries with their authors' public names. */
function entries(db: Db) {
  return db
    .selectFrom('roadmap_entries as e')
    .leftJoin('users as u', 'u.id', 'e.author_id')
    .select(['e.id', 'e.title', 'e.body', 'e.created_at', 'u.id as author_id', 'u.name as author_name', 'u.username as author_username']);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): RoadmapEntry {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    author:
      row.author_id !== null && row.author_name !== null && row.author_username !== null
        ? { id: row.author_id, name: row.author_name, username: row.author_username }
        : null,
    created_at: row.created_at,
  };
}

/**
 * One page of entries, newest first (SPEC §2 Static pages).
 * @param db the database
 * @param query the page asked for (`limit`, `offset`)
 * @returns the page's entries and how many there are in all
 */
export async function listRoadmapEntries(db: Db, query: RoadmapEntryListQuery): Promise<{ items: RoadmapEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    entries(db).orderBy('e.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    db
      .selectFrom('roadmap_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.n) };
}

/**
 * Posts an entry (SPEC §2 Static pages); the route has checked 'roadmap:post'.
 * @param db the database
 * @param authorId the member posting it
 * @param input the validated title and body
 * @param now when it is posted (the route passes its clock)
 * @returns the entry as the list shows it
 */
export async function createRoadmapEntry(db: Kysely<DB>, authorId: number, input: RoadmapEntryCreate, now: Date): Promise<RoadmapEntry> {
  const { id } = await db
    .insertInto('roadmap_entries')
    .values({ title: input.title, body: input.body, author_id: authorId, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toEntry(await entries(db).where('e.id', '=', id).executeTakeFirstOrThrow());
}
