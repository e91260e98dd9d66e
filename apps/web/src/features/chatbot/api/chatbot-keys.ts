import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';

/** Paging of an admin chatbot list (`limit`/`offset`; the FAQ list is also searched, in the browser). */
export interface ChatbotAdminListParams {
  q?: string;
  limit: number;
  offset: number;
}

/**
 * Query keys of the chatbot (SPEC §2 Chatbot widget, §7 chatbot calls). A member's history is keyed by their id, so
 * signing in as someone else never shows another member's conversation; the suggestions are the same for everyone.
 */
export const chatbotKeys = {
  all: ['chatbot'] as const,
  history: (userId: number) => ['chatbot', 'history', userId] as const,
  suggestions: ['chatbot', 'suggestions'] as const,
};

/** Query keys of the admin panel's Chatbot FAQ and Unanswered questions tabs (under `['admin']`, lib/admin-keys.ts). */
export const adminChatbotKeys = {
  all: ['admin', 'chatbot'] as const,
  faq: ['admin', 'chatbot', 'faq'] as const,
  unanswered: (params: ChatbotAdminListParams) => ['admin', 'chatbot', 'unanswered', params] as const,
};

/**
 * After an FAQ entry is added, changed or deleted: the admin panel (both chatbot tabs, the stats and the audit log).
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateAfterFaqChange(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: adminKeys.all });
}
