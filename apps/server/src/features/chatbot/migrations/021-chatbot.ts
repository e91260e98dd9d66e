import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 021: the club assistant (SPEC §2 Chatbot widget, §3 Chat message, §7 chatbot calls).
 * - `chatbot_questions`: a member's question and the reply it got (`sources_json`: the cited pages as JSON), their
 *   history; deleted with the member (visitors' questions are not kept).
 * - `chatbot_unanswered`: every question the data could not answer, once per normalised text (`question_key`,
 *   unique), with its latest wording, how often it was asked and when last; no member is named.
 * - `chatbot_faq`: the admin-edited questions and answers the assistant answers from, in `position` order; `keywords`
 *   extra words that should find an entry; `path` an in-app page the answer points to, or null.
 */
export function migration021(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const withId = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db, 'chatbot_questions')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('query_message', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('sources_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(1))
        // ISO-8601 UTC.
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chatbot_questions_user_idx').on('chatbot_questions').columns(['user_id', 'created_at', 'id']).execute();

      await withId(db, 'chatbot_unanswered')
        .addColumn('question_key', 'text', (c) => c.notNull().unique())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_asked', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chatbot_unanswered_rank_idx').on('chatbot_unanswered').columns(['count', 'last_asked']).execute();

      await withId(db, 'chatbot_faq')
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('path', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index chatbot_faq_position_idx on chatbot_faq (position, id)`.execute(db);
    },
  };
}
