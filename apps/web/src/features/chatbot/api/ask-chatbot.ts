import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { chatbotKeys } from './chatbot-keys';

/**
 * How long the widget waits for a reply, in ms. Longer than the 2000 ms of every other call (SPEC §9): a reply may
 * be composed by a language model (SPEC §7 chatbot calls), which takes seconds.
 */
export const CHATBOT_ASK_TIMEOUT_MS = 20_000;

/**
 * `POST /api/chatbot/ask` (SPEC §7): asks the club assistant; visitors may ask too.
 * @param question the message as typed (the server trims it and refuses an empty or blank one)
 * @returns the reply: its text, the pages it cites, its confidence and whether it answered
 * @throws ApiError 400 with the validation message ('Message cannot be empty', 'Message is too long (max 1000
 *   characters)'); 429 when asking too often; status 0 when the server did not answer in time or at all
 */
export async function askChatbot(question: string): Promise<ChatbotReply> {
  const result = await apiRequest<ChatbotReply>('/api/chatbot/ask', {
    method: 'POST',
    body: { query_message: question },
    timeoutMs: CHATBOT_ASK_TIMEOUT_MS,
  });
  return result.data;
}

/**
 * Asks the assistant from the widget. A member's stored history is marked stale (not refetched: the open panel
 * already shows the exchange), so a panel opened later restores it.
 */
export function useAskChatbot() {
  return useApiMutation({
    request: askChatbot,
    refresh: (client) => client.invalidateQueries({ queryKey: [...chatbotKeys.all, 'history'], refetchType: 'none' }),
  });
}
