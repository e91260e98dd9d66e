import type { ChatMuteInput } from '@esdc/core/chat-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a mute answers: until when, and the server's message ('Member muted'). */
interface ChatMuteResult {
  user_id: number;
  muted_until: string;
  message?: string;
}

/**
 * `POST /api/chat/mutes` (moderators and admins, 'chat:moderate'; SPEC §5 Chat): mutes a member in every room.
 * @param input.user_id the member; `minutes` 1–10080
 * @throws ApiError 403 'Moderators and admins cannot be muted', 404 'Member not found'
 */
async function muteChatMember(input: ChatMuteInput): Promise<ChatMuteResult> {
  const result = await apiRequest<{ user_id: number; muted_until: string }>('/api/chat/mutes', { method: 'POST', body: input });
  return { ...result.data, message: result.message };
}

/** Mutes a member (nothing cached changes: the member's own page learns it from the server's refusal). */
export function useMuteChatMember() {
  return useMutation({ mutationFn: muteChatMember });
}
