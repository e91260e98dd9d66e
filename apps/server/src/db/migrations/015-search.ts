import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';
import { searchSourceSql, type SearchSource } from './search-source-sql.ts';

/**
 * The searchable sources (SPEC §2 Search). Members are searched by name, username and bio — never by email.
 * Visibility (drafts, hidden listings, inactive members) is not decided here: the search joins back to each table
 * with the list endpoints' own rules, so the index holds every row.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    type: 'user',
    code: 1,
    table: 'users',
    columns: ['name', 'username', 'bio'],
    title: `s.name || ' ' || s.username`,
    body: () => `coalesce(s.bio, '')`,
    children: [],
  },
  {
    type: 'product',
    code: 2,
    table: 'products',
    columns: ['name', 'description', 'category'],
    title: 's.name',
    body: () => `s.category || ' ' || s.description`,
    children: [],
  },
  {
    type: 'blog',
    code: 3,
    table: 'blog_posts',
    columns: ['title', 'excerpt', 'content', 'category'],
    title: 's.title',
    body: (agg) => `s.category || ' ' || ${agg('t.name', 'blog_post_tags t where t.post_id = s.id')} || ' ' || coalesce(s.excerpt, '') || ' ' || s.content`,
    children: [{ table: 'blog_post_tags', key: 'post_id' }],
  },
  {
    type: 'project',
    code: 4,
    table: 'projects',
    columns: ['title', 'description', 'category'],
    title: 's.title',
    body: (agg) =>
      `s.category || ' ' || ${agg('g.name', 'project_tags pt join tags g on g.id = pt.tag_id where pt.project_id = s.id')} || ' ' || ` +
      `${agg('h.name', 'project_technologies ph join technologies h on h.id = ph.technology_id where ph.project_id = s.id')} || ' ' || s.description`,
    children: [
      { table: 'project_tags', key: 'project_id' },
      { table: 'project_technologies', key: 'project_id' },
    ],
  },
  {
    type: 'course',
    code: 5,
    table: 'courses',
    columns: ['title', 'description', 'category', 'level'],
    title: 's.title',
    body: () => `s.category || ' ' || s.level || ' ' || s.description`,
    children: [],
  },
  {
    type: 'event',
    code: 6,
    table: 'events',
    columns: ['title', 'description', 'location', 'category'],
    title: 's.title',
    body: (agg) => `s.category || ' ' || coalesce(s.location, '') || ' ' || ${agg('t.name', 'event_tags t where t.event_id = s.id')} || ' ' || s.description`,
    children: [{ table: 'event_tags', key: 'event_id' }],
  },
];

/** Accented Latin letters and what they fold to, for PostgreSQL (SQLite's tokenizer folds them itself). */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēĕėęěìíîïĩīĭįñńňòóôõöōŏőùúûüũūŭůűųýÿźżžśšşţťŕřľĺğ';
export const FOLDED = [...ACCENTED].map((c) => c.normalize('NFKD').replace(/\p{M}/gu, '')).join('') + 'ol';
export const ACCENTED_ALL = `${ACCENTED}øł`;

/**
 * 015: the search index (SPEC §2 Search; docs/decisions/018-search-index.md), kept up to date by triggers so every
 * write path (services, seed, admin tools) updates it in the same transaction without knowing about search.
 * - SQLite: `search_index`, an FTS5 table (unicode61 tokenizer without diacritics, prefix indexes of 2–4 characters)
 *   with `type` and `ref_id` unindexed; a document's row id is `ref_id * 8 + code`.
 * - PostgreSQL: `search_index` (type, ref_id) with `document`, a stored tsvector (title weight A, the rest B; simple
 *   configuration, accents folded by `search_fold`) under a GIN index.
 * - Triggers on every source (insert, delete, and updates of the searched columns) and on its child tables rebuild
 *   the document; existing rows are indexed here.
 */
export function migration015(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const run = (db: AnyDb, text: string) => sql.raw(text).execute(db);
  const { insertDocuments, deleteDocument, refresh } = searchSourceSql(engine);

  return {
    async up(db: AnyDb): Promise<void> {
      if (engine === 'postgres') {
        await run(
          db,
          `create function search_fold(value text) returns text language sql immutable parallel safe as $$ select translate(lower(value), '${ACCENTED_ALL}', '${FOLDED}') $$`,
        );
        await run(
          db,
          `create table search_index (
            type text not null,
            ref_id integer not null,
            title text not null,
            body text not null,
            document tsvector generated always as (
              setweight(to_tsvector('simple'::regconfig, search_fold(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_fold(left(body, 200000))), 'B')
            ) stored,
            primary key (type, ref_id)
          )`,
        );
        await run(db, `create index search_index_document_idx on search_index using gin (document)`);
        for (const source of SEARCH_SOURCES) {
          const fn = `search_refresh_${source.table}`;
          await run(db, `create function ${fn}(p_id integer) returns void language sql as $$ ${refresh(source, 'p_id')} $$`);
          const triggerFn = (name: string, key: string) =>
            `create function ${name}() returns trigger language plpgsql as $$ begin
               if tg_op <> 'INSERT' then perform ${fn}(old.${key}); end if;
               if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.${key} is distinct from old.${key}) then perform ${fn}(new.${key}); end if;
               return null;
             end $$`;
          await run(db, triggerFn(`search_trigger_${source.table}`, 'id'));
          await run(
            db,
            `create trigger search_${source.table} after insert or delete or update of ${source.columns.join(', ')} on ${source.table} for each row execute function search_trigger_${source.table}()`,
          );
          for (const child of source.children) {
            await run(db, triggerFn(`search_trigger_${child.table}`, child.key));
            await run(
              db,
              `create trigger search_${child.table} after insert or delete or update on ${child.table} for each row execute function search_trigger_${child.table}()`,
            );
          }
          await run(db, insertDocuments(source, 'true'));
        }
        return;
      }
      await run(
        db,
        `create virtual table search_index using fts5(type unindexed, ref_id unindexed, title, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`,
      );
      for (const source of SEARCH_SOURCES) {
        const t = source.table;
        await run(db, `create trigger search_${t}_insert after insert on ${t} begin ${refresh(source, 'new.id')} end`);
        await run(db, `create trigger search_${t}_update after update of ${source.columns.join(', ')} on ${t} begin ${refresh(source, 'new.id')} end`);
        await run(db, `create trigger search_${t}_delete after delete on ${t} begin ${deleteDocument(source, 'old.id')}; end`);
        for (const child of source.children) {
          const c = child.table;
          const k = child.key;
          await run(db, `create trigger search_${c}_insert after insert on ${c} begin ${refresh(source, `new.${k}`)} end`);
          await run(db, `create trigger search_${c}_update after update on ${c} begin ${refresh(source, `old.${k}`)} ${refresh(source, `new.${k}`)} end`);
          await run(db, `create trigger search_${c}_delete after delete on ${c} begin ${refresh(source, `old.${k}`)} end`);
        }
        await run(db, insertDocuments(source, '1 = 1'));
      }
    },
  };
}
