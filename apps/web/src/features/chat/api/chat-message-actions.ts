import type { ChatMessage } from '@esdc/core/chat-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { removeMessage, replaceMessage } from '../live/history-merge';
import { chatKeys, type ChatHistory } from './chat-keys';

/**
 * `PUT /api/chat/messages/{id}` (the author only; SPEC §5 Chat): replaces a message's text; it then shows "(edited)".
 * @returns the message as stored
 * @throws ApiError 400 with the message rules, 403 'You can only edit your own messages', 404 'Message not found'
 */
async function editChatMessage({ id, text }: { id: number; text: string }): Promise<ChatMessage> {
  const result = await apiRequest<ChatMessage>(`/api/chat/messages/${id}`, { method: 'PUT', body: { text } });
  return result.data;
}

/**
 * `DELETE /api/chat/messages/{id}` (the author; moderators and admins any message, 'chat:moderate').
 * @throws ApiError 403 'You can only delete your own messages', 404 'Message not found'
 */
async function deleteChatMessage(message: Pick<ChatMessage, 'id' | 'room_id'>): Promise<void> {
  await apiRequest(`/api/chat/messages/${message.id}`, { method: 'DELETE' });
}

/** Edits one's own message; the history shows the new text at once. */
export function useEditChatMessage() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: editChatMessage,
    refresh: (client, message) => client.setQueryData<ChatHistory>(chatKeys.messages(viewer, message.room_id), (h) => replaceMessage(h, message)),
  });
}

/** Deletes a message; it leaves the history at once. */
export function useDeleteChatMessage() {
  const viewer = useSession().user?.id ?? null;
  return useApiMutation({
    request: deleteChatMessage,
    refresh: (client, _result, message) => client.setQueryData<ChatHistory>(chatKeys.messages(viewer, message.room_id), (h) => removeMessage(h, message.id)),
  });
}
