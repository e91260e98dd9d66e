import type { ChatbotFaq, ChatbotFaqInput } from '@esdc/core/chatbot-schemas';
import type { Kysely, Selectable } from 'kysely';
import type { ChatbotFaqTable, DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

/*
 * The assistant's FAQ (SPEC §7 Chatbot: grounded answers): the admin's list, create, update and delete. Entries are
 * read in `position` order; a new one goes last.
 */

/** 'FAQ entry not found'. */
export const FAQ_NOT_FOUND = 'FAQ entry not found';

type FaqRow = Selectable<ChatbotFaqTable>;

/** A stored entry as the API shows it. */
function toFaq(row: FaqRow): ChatbotFaq {
  return { id: row.id, question: row.question, answer: row.answer, keywords: row.keywords, path: row.path, updated_at: row.updated_at };
}

/**
 * Every FAQ entry in `position` order (the admin's list, and what the assistant matches questions against).
 * @returns the entries
 */
export async function listFaq(db: Kysely<DB>): Promise<ChatbotFaq[]> {
  const rows = await db.selectFrom('chatbot_faq').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map(toFaq);
}

/**
 * Adds an entry after the others (admins; the route checks).
 * @param input the validated question, answer, keywords and path
 * @param now the current time
 * @returns the stored entry
 */
export async function createFaq(db: Kysely<DB>, input: ChatbotFaqInput, now: Date): Promise<ChatbotFaq> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('chatbot_faq')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
    const row = await trx
      .insertInto('chatbot_faq')
      .values({ question: input.question, answer: input.answer, keywords: input.keywords, path: input.path, position, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toFaq(row);
  });
}

/**
 * Replaces an entry's question, answer, keywords and path (admins).
 * @throws AppError 404 'FAQ entry not found'
 */
export async function updateFaq(db: Kysely<DB>, id: number, input: ChatbotFaqInput, now: Date): Promise<ChatbotFaq> {
  const row = await db
    .updateTable('chatbot_faq')
    .set({ question: input.question, answer: input.answer, keywords: input.keywords, path: input.path, updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(FAQ_NOT_FOUND);
  return toFaq(row);
}

/**
 * Deletes an entry (admins).
 * @throws AppError 404 'FAQ entry not found'
 */
export async function deleteFaq(db: Kysely<DB>, id: number): Promise<void> {
  const result = await db.deleteFrom('chatbot_faq').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(FAQ_NOT_FOUND);
}
