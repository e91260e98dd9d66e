import type { ChatbotHistoryEntry } from '@esdc/core/chatbot-schemas';
import { CHATBOT_HISTORY_PAGE_SIZE } from '@esdc/core/chatbot';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatbotKeys } from './chatbot-keys';

/**
 * `GET /api/chatbot/history/{userId}` (SPEC §7; a member reads only their own): their latest questions and replies,
 * newest first.
 * @param userId the signed-in member's id
 * @param limit how many entries (default 20)
 * @returns the entries, newest first
 * @throws ApiError 403 for another member's history, 401 signed out
 */
async function getChatbotHistory(userId: number, limit = CHATBOT_HISTORY_PAGE_SIZE): Promise<ChatbotHistoryEntry[]> {
  const result = await apiRequest<ChatbotHistoryEntry[]>(`/api/chatbot/history/${userId}`, { query: { limit, offset: 0 } });
  return result.data ?? [];
}

/**
 * A signed-in member's last 20 exchanges, restored into the widget when it opens (SPEC §2 Chatbot widget). A failed
 * load is an empty history (SPEC §8: list loads fail to an empty list), so it is not retried.
 * @param userId the member's id, or null for a visitor (nothing is asked)
 */
export function useChatbotHistory(userId: number | null) {
  return useQuery({
    queryKey: chatbotKeys.history(userId ?? 0),
    queryFn: () => getChatbotHistory(userId!),
    enabled: userId !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
