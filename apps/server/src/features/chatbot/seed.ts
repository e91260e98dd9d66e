import { chatbotFaqInputSchema } from '@esdc/core/chatbot-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { featureContentDir, loadContent } from '../../platform/seed-content.ts';

/*
 * The assistant's FAQ (SPEC §7 Chatbot: grounded answers), written for the club: joining, membership, contact, how
 * points are earned, what the club does, where resources are; loaded once per database whether or not demo content
 * is on. Admins edit it afterwards (`/api/admin/chatbot/faq`).
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'chatbot');

/** Set once the FAQ below is loaded (a database keeps what admins later change or delete). */
export const FAQ_FLAG = 'seed_chatbot_faq_v1';

/** The FAQ entries (seed-content/chatbot-faq.json), validated by the admin's own input schema. */
export const SEED_FAQ = loadContent('chatbot-faq.json', chatbotFaqInputSchema, CONTENT);

/**
 * Loads {@link SEED_FAQ} once per database (flag {@link FAQ_FLAG}), in file order.
 * @returns whether it was loaded on this run
 */
export async function seedChatbotFaq(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', FAQ_FLAG).executeTakeFirst();
  if (flag) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [position, entry] of SEED_FAQ.entries()) {
      await trx
        .insertInto('chatbot_faq')
        .values({ question: entry.question, answer: entry.answer, keywords: entry.keywords, path: entry.path, position, created_at: at, updated_at: at })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: FAQ_FLAG, value: at }).execute();
  });
  return true;
}
