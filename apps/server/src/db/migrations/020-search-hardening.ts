import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';
import { ACCENTED_ALL, FOLDED, SEARCH_SOURCES } from './015-search.ts';
import { searchSourceSql, type SearchSource } from './search-source-sql.ts';

/**
 * The events source of the search index without an online event's place: that is its meeting link, which only
 * members holding a seat, organisers and admins may see (SPEC §3 Event, core `locationShownTo`), so no word of it may
 * find the event either. A change of `mode` re-indexes the event too.
 */
const EVENTS_SOURCE: SearchSource = {
  ...(SEARCH_SOURCES.find((s) => s.type === 'event') as SearchSource),
  columns: ['title', 'description', 'location', 'category', 'mode'],
  body: (agg) =>
    `s.category || ' ' || (case when s.mode = 'online' then '' else coalesce(s.location, '') end) || ' ' || ` +
    `${agg('t.name', 'event_tags t where t.event_id = s.id')} || ' ' || s.description`,
};

/**
 * 020: two fixes to the search index (SPEC §2 Search).
 * - PostgreSQL: `search_fold` also turns `_` into a space. PostgreSQL's text parser takes time quadratic in a run
 *   like `_a_a_a…` (16 s for 20,000 characters, holding a connection inside the writer's transaction); the parser
 *   splits words at `_` anyway, so what is found stays the same. Every stored document is recomputed.
 * - Both engines: an online event's meeting link is no longer indexed (see EVENTS_SOURCE); events are re-indexed.
 */
export function migration020(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);
  const { insertDocuments, deleteDocument, refresh } = searchSourceSql(engine);
  const source = EVENTS_SOURCE;

  return {
    async up(db: AnyDb): Promise<void> {
      if (engine === 'postgres') {
        await run(
          db,
          `create or replace function search_fold(value text) returns text language sql immutable parallel safe as $$ select translate(lower(value), '${ACCENTED_ALL}_', '${FOLDED} ') $$`,
        );
        await run(db, `create or replace function search_refresh_events(p_id integer) returns void language sql as $$ ${refresh(source, 'p_id')} $$`);
        await run(db, `drop trigger search_events on events`);
        await run(
          db,
          `create trigger search_events after insert or delete or update of ${source.columns.join(', ')} on events for each row execute function search_trigger_events()`,
        );
        await run(db, `delete from search_index where type = 'event'`);
        await run(db, insertDocuments(source, 'true'));
        // Recompute the stored documents with the new fold (an update of a row recomputes its generated column).
        await run(db, `update search_index set title = title`);
        return;
      }
      for (const op of ['insert', 'update', 'delete']) await run(db, `drop trigger search_events_${op}`);
      await run(db, `create trigger search_events_insert after insert on events begin ${refresh(source, 'new.id')} end`);
      await run(db, `create trigger search_events_update after update of ${source.columns.join(', ')} on events begin ${refresh(source, 'new.id')} end`);
      await run(db, `create trigger search_events_delete after delete on events begin ${deleteDocument(source, 'old.id')}; end`);
      await run(db, `delete from search_index where type = 'event'`);
      await run(db, insertDocuments(source, '1 = 1'));
    },
  };
}
