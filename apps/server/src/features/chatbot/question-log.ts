import type { ChatbotHistoryEntry, ChatbotReply, ChatbotSource, ChatbotUnanswered } from '@esdc/core/chatbot-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { normalizeQuestion } from './question-text.ts';

/*
 * What the assistant keeps of the questions (SPEC §3 Chat message, §7 Chatbot): a member's questions and replies as
 * their history (a visitor's are not kept), and every unanswered question, member's or visitor's, counted once per
 * normalised wording for the admins (no asker is named there).
 */

/**
 * Records an asked question: in the asker's history when a member asked, and among the unanswered questions when the
 * reply was the fallback (one row per normalised text: its count goes up, its wording and time become the latest).
 * @param viewer the member who asked, or null for a visitor
 * @param question the question (canonical text)
 * @param reply the reply it got
 */
export async function recordQuestion(db: Kysely<DB>, viewer: Actor | null, question: string, reply: ChatbotReply): Promise<void> {
  const at = reply.timestamp;
  await db.transaction().execute(async (trx) => {
    if (viewer) {
      await trx
        .insertInto('chatbot_questions')
        .values({
          user_id: viewer.id,
          query_message: question,
          response: reply.response,
          sources_json: JSON.stringify(reply.sources),
          answered: reply.answered ? 1 : 0,
          created_at: at,
        })
        .execute();
    }
    if (!reply.answered) {
      const key = normalizeQuestion(question);
      await trx
        .insertInto('chatbot_unanswered')
        .values({ question_key: key, question, count: 1, last_asked: at })
        .onConflict((oc) => oc.column('question_key').doUpdateSet((eb) => ({ question, last_asked: at, count: eb('chatbot_unanswered.count', '+', 1) })))
        .execute();
    }
  });
}

/** 'User not found'. */
const USER_NOT_FOUND = 'User not found';

/**
 * A member's history, newest first (`GET /api/chatbot/history/{userId}`; the route checks who may read it).
 * @param userId the member
 * @param page limit and offset
 * @throws AppError 404 'User not found' when no such user exists
 */
export async function listHistory(
  db: Kysely<DB>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: ChatbotHistoryEntry[]; total: number }> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound(USER_NOT_FOUND);
  const base = db.selectFrom('chatbot_questions').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'query_message', 'response', 'sources_json', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      query_message: r.query_message,
      response: r.response,
      sources: JSON.parse(r.sources_json) as ChatbotSource[],
      timestamp: r.created_at,
    })),
    total: Number(count.n),
  };
}

/**
 * The unanswered questions, most often asked first, then the most recently asked (admins).
 * @param page limit and offset
 */
export async function listUnanswered(db: Kysely<DB>, page: { limit: number; offset: number }): Promise<{ items: ChatbotUnanswered[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('chatbot_unanswered')
      .select(['question', 'count', 'last_asked'])
      .orderBy('count', 'desc')
      .orderBy('last_asked', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('chatbot_unanswered')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ question: r.question, count: Number(r.count), last_asked: r.last_asked })), total: Number(count.n) };
}

/**
 * Dismisses an unanswered question (admins): the row of its normalised text goes.
 * @param question any wording of it
 * @throws AppError 404 'Question not found' when none is recorded
 */
export async function dismissUnanswered(db: Kysely<DB>, question: string): Promise<void> {
  const result = await db.deleteFrom('chatbot_unanswered').where('question_key', '=', normalizeQuestion(question)).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Question not found');
}
