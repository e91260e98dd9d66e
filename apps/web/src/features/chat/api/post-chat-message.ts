import type { ChatMessage } from '@esdc/core/chat-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';
import { addMessages } from '../live/history-merge';
import { chatKeys, type ChatHistory } from './chat-keys';

/**
 * `POST /api/chat/rooms/{id}/messages` (active members, 'chat:post'; SPEC §5 Chat): posts a message.
 * @param input.roomId the room; `text` 1–1000 characters
 * @returns the message as stored (its sanitised html)
 * @throws ApiError 400 'Message cannot be empty' / 'Message is too long (max 1000 characters)', 403 'You are muted in
 *   the chatroom' or 'This room is archived', 429 'Too many messages, slow down'
 */
async function postChatMessage({ roomId, text }: { roomId: number; text: string }): Promise<ChatMessage> {
  const result = await apiRequest<ChatMessage>(`/api/chat/rooms/${roomId}/messages`, { method: 'POST', body: { text } });
  return result.data;
}

/** Posts a message; it joins the room's history at once (the socket's copy of it is then a duplicate, dropped by id). */
export function usePostChatMessage() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: postChatMessage,
    refresh: (client, message) => {
      client.setQueryData<ChatHistory>(chatKeys.messages(viewer, message.room_id), (history) => addMessages(history, [message]));
    },
  });
}
