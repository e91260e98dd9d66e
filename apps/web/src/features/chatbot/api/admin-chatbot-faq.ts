import type { Page } from '@esdc/core/api';
import type { ChatbotFaq, ChatbotFaqInput } from '@esdc/core/chatbot-schemas';
import { apiRequest } from '../../../lib/api-client';
import { requestPage, usePageQuery } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminChatbotKeys, invalidateAfterFaqChange, type ChatbotAdminListParams } from './chatbot-keys';

/**
 * `GET /api/admin/chatbot/faq` (admins with 'chatbot:manage'): the entries the assistant answers from.
 * @throws ApiError 403 without the permission
 */
function listChatbotFaq(params: ChatbotAdminListParams): Promise<Page<ChatbotFaq>> {
  return requestPage<ChatbotFaq>('/api/admin/chatbot/faq', params);
}

/** One page of FAQ entries for the admin Chatbot FAQ tab. */
export function useChatbotFaq(params: ChatbotAdminListParams) {
  return usePageQuery(adminChatbotKeys.faq(params), () => listChatbotFaq(params));
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
