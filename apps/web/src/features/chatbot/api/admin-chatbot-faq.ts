import type { Page } from '@esdc/core/api';
import type { ChatbotFaq, ChatbotFaqInput } from '@esdc/core/chatbot-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminChatbotKeys, invalidateAfterFaqChange, type ChatbotAdminListParams } from './chatbot-keys';

/**
 * `GET /api/admin/chatbot/faq` (admins with 'chatbot:manage'): every entry the assistant answers from, in order (the
 * list is short and not paged).
 * @throws ApiError 403 without the permission
 */
async function listChatbotFaq(): Promise<ChatbotFaq[]> {
  const result = await apiRequest<ChatbotFaq[]>('/api/admin/chatbot/faq');
  return result.data ?? [];
}

/**
 * One page of the entries whose question, answer, keywords or page contain the search (any case).
 * @param entries every entry, in order
 * @param params the search (`q`, trimmed; empty for all) and the page's `limit` and `offset`
 * @returns the page with the number of matching entries as its total
 */
export function faqPage(entries: readonly ChatbotFaq[], { q = '', limit, offset }: ChatbotAdminListParams): Page<ChatbotFaq> {
  const needle = q.trim().toLowerCase();
  const found = needle ? entries.filter((e) => [e.question, e.answer, e.keywords, e.path ?? ''].some((text) => text.toLowerCase().includes(needle))) : entries;
  return { items: found.slice(offset, offset + limit), total: found.length, limit, offset };
}

/** One page of FAQ entries for the admin Chatbot FAQ tab: the whole list is loaded once, searched and paged here. */
export function useChatbotFaq(params: ChatbotAdminListParams) {
  return useQuery({ queryKey: adminChatbotKeys.faq, queryFn: listChatbotFaq, select: (entries) => faqPage(entries, params) });
}

/**
 * `POST /api/admin/chatbot/faq` (no id) or `PUT /api/admin/chatbot/faq/{id}` (every field replaced).
 * @param input.body the entry (core `chatbotFaqInputSchema`)
 * @returns the saved entry and the server's message
 * @throws ApiError 400 with field details; 404 for an entry deleted meanwhile
 */
async function saveChatbotFaq({ id, body }: { id?: number; body: ChatbotFaqInput }): Promise<{ faq: ChatbotFaq; message?: string }> {
  const result = await apiRequest<ChatbotFaq>(id === undefined ? '/api/admin/chatbot/faq' : `/api/admin/chatbot/faq/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { faq: result.data, message: result.message };
}

/** Adds or edits an FAQ entry from the panel. */
export function useSaveChatbotFaq() {
  return useApiMutation({ request: saveChatbotFaq, refresh: invalidateAfterFaqChange });
}

/**
 * `DELETE /api/admin/chatbot/faq/{id}`.
 * @throws ApiError 404 for an entry already deleted
 */
async function deleteChatbotFaq(id: number): Promise<{ message?: string }> {
  const result = await apiRequest<unknown>(`/api/admin/chatbot/faq/${id}`, { method: 'DELETE' });
  return { message: result.message };
}

/** Deletes FAQ entries from the panel. */
export function useDeleteChatbotFaq() {
  return useApiMutation({ request: deleteChatbotFaq, refresh: invalidateAfterFaqChange });
}
