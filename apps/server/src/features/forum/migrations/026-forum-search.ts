import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';
import { SEARCH_ROW_CODES, searchSourceSql, type SearchSource } from '../../../db/migrations/search-source-sql.ts';

/**
 * Forum threads in the search index (docs/requirements.md §2 Forum, Search): a thread's document is its title (the
 * weighty part) and its category's name, its opening post and its accepted answer (a hidden answer is left out).
 * Replies other than the answer are not indexed: the thread is found by what it asks and what solved it. Who may see
 * a found thread is decided at query time (features/forum/search-source.ts: hidden threads reach moderators only).
 */
export const FORUM_SEARCH_SOURCE: SearchSource = {
  type: 'thread',
  code: SEARCH_ROW_CODES.thread!,
  table: 'forum_threads',
  columns: ['title', 'category_id', 'accepted_post_id'],
  title: 's.title',
  body: () =>
    `coalesce((select c.name from forum_categories c where c.id = s.category_id), '') || ' ' || ` +
    `coalesce((select p.body from forum_posts p where p.thread_id = s.id and p.opening = 1), '') || ' ' || ` +
    `coalesce((select p.body from forum_posts p where p.id = s.accepted_post_id and p.hidden = 0), '')`,
  children: [],
};

/**
 * 026: forum threads join the search index (type code 8, the first of the codes 8–15 of search-source-sql.ts). The
 * thread's document is refreshed when its title, category or answer changes (the thread's own trigger), and when the
 * text of its opening post or of its answer changes or the answer is hidden or restored (a trigger on `forum_posts`
 * limited to those two posts: a reply, a like or an edit of another reply leaves the index alone).
 */
export function migration026(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);
  const { insertDocuments, deleteDocument, refresh } = searchSourceSql(engine);
  const source = FORUM_SEARCH_SOURCE;
  /** Whether the post row `r` is its thread's opening post or its accepted answer (SQL). */
  const counts = (r: string) => `(${r}.opening = 1 or ${r}.id = (select t.accepted_post_id from forum_threads t where t.id = ${r}.thread_id))`;

  return {
    async up(db: AnyDb): Promise<void> {
      if (engine === 'postgres') {
        await run(db, `create function search_refresh_forum_threads(p_id integer) returns void language sql as $$ ${refresh(source, 'p_id')} $$`);
        await run(
          db,
          `create function search_trigger_forum_threads() returns trigger language plpgsql as $$ begin
             if tg_op <> 'INSERT' then perform search_refresh_forum_threads(old.id); end if;
             if tg_op <> 'DELETE' then perform search_refresh_forum_threads(new.id); end if;
             return null;
           end $$`,
        );
        await run(
          db,
          `create trigger search_forum_threads after insert or delete or update of ${source.columns.join(', ')} on forum_threads for each row execute function search_trigger_forum_threads()`,
        );
        await run(
          db,
          `create function search_trigger_forum_posts() returns trigger language plpgsql as $$ begin
             if ${counts('new')} then perform search_refresh_forum_threads(new.thread_id); end if;
             return null;
           end $$`,
        );
        await run(
          db,
          `create trigger search_forum_posts after insert or update of body, hidden on forum_posts for each row execute function search_trigger_forum_posts()`,
        );
        await run(db, insertDocuments(source, 'true'));
        return;
      }
      await run(db, `create trigger search_forum_threads_insert after insert on forum_threads begin ${refresh(source, 'new.id')} end`);
      await run(
        db,
        `create trigger search_forum_threads_update after update of ${source.columns.join(', ')} on forum_threads begin ${refresh(source, 'new.id')} end`,
      );
      await run(db, `create trigger search_forum_threads_delete after delete on forum_threads begin ${deleteDocument(source, 'old.id')}; end`);
      await run(db, `create trigger search_forum_posts_insert after insert on forum_posts when ${counts('new')} begin ${refresh(source, 'new.thread_id')} end`);
      await run(
        db,
        `create trigger search_forum_posts_update after update of body, hidden on forum_posts when ${counts('new')} begin ${refresh(source, 'new.thread_id')} end`,
      );
      await run(db, insertDocuments(source, '1 = 1'));
    },
  };
}
