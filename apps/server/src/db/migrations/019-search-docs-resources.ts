import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';
import { searchSourceSql, type SearchSource } from './search-source-sql.ts';

/**
 * The sources this migration adds to the search index (SPEC §2 Search, Documentation, Resources): documentation
 * articles (title; group and markdown) and learning resources (title; category and description). Both are public, so
 * every row is visible to everyone. Their SQLite type codes are the last two free values of the row id's three low bits
 * (`ref_id * 8 + code`, migration 015): 7 and 0; a further source needs a new encoding.
 */
export const DOC_RESOURCE_SEARCH_SOURCES: readonly SearchSource[] = [
  {
    type: 'doc',
    code: 7,
    table: 'doc_articles',
    columns: ['title', '"group"', 'content'],
    title: 's.title',
    body: () => `s."group" || ' ' || s.content`,
    children: [],
  },
  {
    type: 'resource',
    code: 0,
    table: 'resources',
    columns: ['title', 'category', 'description'],
    title: 's.title',
    body: () => `s.category || ' ' || s.description`,
    children: [],
  },
];

/**
 * 019: documentation articles and learning resources join the search index of migration 015, kept current by the same
 * kind of triggers (insert, delete, and updates of the searched columns: on SQLite per statement, on PostgreSQL through
 * a refresh function per table); existing rows are indexed here.
 */
export function migration019(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);
  const { insertDocuments, deleteDocument, refresh } = searchSourceSql(engine);

  return {
    async up(db: AnyDb): Promise<void> {
      for (const source of DOC_RESOURCE_SEARCH_SOURCES) {
        const t = source.table;
        if (engine === 'postgres') {
          const fn = `search_refresh_${t}`;
          await run(db, `create function ${fn}(p_id integer) returns void language sql as $$ ${refresh(source, 'p_id')} $$`);
          await run(
            db,
            `create function search_trigger_${t}() returns trigger language plpgsql as $$ begin
               if tg_op <> 'INSERT' then perform ${fn}(old.id); end if;
               if tg_op <> 'DELETE' then perform ${fn}(new.id); end if;
               return null;
             end $$`,
          );
          await run(
            db,
            `create trigger search_${t} after insert or delete or update of ${source.columns.join(', ')} on ${t} for each row execute function search_trigger_${t}()`,
          );
        } else {
          await run(db, `create trigger search_${t}_insert after insert on ${t} begin ${refresh(source, 'new.id')} end`);
          await run(db, `create trigger search_${t}_update after update of ${source.columns.join(', ')} on ${t} begin ${refresh(source, 'new.id')} end`);
          await run(db, `create trigger search_${t}_delete after delete on ${t} begin ${deleteDocument(source, 'old.id')}; end`);
        }
        await run(db, insertDocuments(source, engine === 'postgres' ? 'true' : '1 = 1'));
      }
    },
  };
}
