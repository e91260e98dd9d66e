import type { Page } from '@esdc/core/api';
import type { ChatbotUnanswered } from '@esdc/core/chatbot-schemas';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { adminChatbotKeys, type ChatbotAdminListParams } from './chatbot-keys';

/** An unanswered question as the admin list shows it: numbered by its place in the whole list (a row needs an id). */
export type UnansweredRow = ChatbotUnanswered & { id: number };

/**
 * `GET /api/admin/chatbot/unanswered` (admins with 'chatbot:manage'): the questions the assistant could not answer,
 * grouped by their wording, most frequent first.
 * @returns the page, each row numbered from the page's offset
 * @throws ApiError 403 without the permission
 */
async function listUnanswered(params: ChatbotAdminListParams): Promise<Page<UnansweredRow>> {
  const { limit, offset } = params;
  const page = await requestPage<ChatbotUnanswered>('/api/admin/chatbot/unanswered', { limit, offset });
  return { ...page, items: page.items.map((row, index) => ({ ...row, id: page.offset + index + 1 })) };
}

/** One page of unanswered questions for the admin Unanswered questions tab. */
export function useUnansweredQuestions(params: ChatbotAdminListParams) {
  return usePageQuery(adminChatbotKeys.unanswered(params), () => listUnanswered(params));
}
