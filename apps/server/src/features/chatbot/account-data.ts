import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §3 Chat message: the member's questions to the assistant and the replies they got, oldest first. */
export const chatbotHistoryExport = memberRowsSection({
  table: 'chatbot_questions',
  key: 'chatbot_history',
  columns: ['id', 'query_message', 'response', 'sources_json', 'answered', 'created_at'],
  orderBy: 'id',
});

/**
 * SPEC §2 Your data: the member's assistant history is deleted with the account (the unanswered questions' counts name
 * no one and stay).
 */
export const chatbotHistoryEraser: Eraser = {
  name: 'chatbot history',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('chatbot_questions').where('user_id', '=', userId).execute();
  },
};
