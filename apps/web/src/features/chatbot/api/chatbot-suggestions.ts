import type { ChatbotQuickAction } from '@esdc/core/chatbot';
import { CHATBOT_QUICK_ACTIONS } from '@esdc/core/chatbot';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatbotKeys } from './chatbot-keys';

/**
 * `GET /api/chatbot/suggestions` (SPEC §7): the widget's quick actions, each a label and the question it asks.
 * @throws ApiError when the server cannot be reached
 */
async function getChatbotSuggestions(): Promise<ChatbotQuickAction[]> {
  const result = await apiRequest<ChatbotQuickAction[]>('/api/chatbot/suggestions');
  return result.data ?? [];
}

/**
 * The widget's quick actions (SPEC §2 Chatbot widget: Events, Challenges, Resources, How to join?, Leaderboard,
 * Contact): the server's list, or core `CHATBOT_QUICK_ACTIONS` while it loads, when it fails or when it is empty.
 * @returns the actions to show
 */
export function useChatbotSuggestions(): readonly ChatbotQuickAction[] {
  const query = useQuery({ queryKey: chatbotKeys.suggestions, queryFn: getChatbotSuggestions, staleTime: Infinity, retry: false });
  return query.data && query.data.length > 0 ? query.data : CHATBOT_QUICK_ACTIONS;
}
