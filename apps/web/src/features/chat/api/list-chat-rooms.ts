import type { ChatRoom } from '@esdc/core/chat-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys } from './chat-keys';

/**
 * `GET /api/chat/rooms` (signed-in members, SPEC §5 Chat): every room in order, archived ones included (they keep
 * their history and take no new messages).
 * @returns the rooms by `position`
 * @throws ApiError 401 signed out
 */
export async function listChatRooms(): Promise<ChatRoom[]> {
  const result = await apiRequest<ChatRoom[]>('/api/chat/rooms');
  return [...(result.data ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The rooms, for a signed-in member (nothing is asked while signed out). */
export function useChatRooms() {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useQuery({ queryKey: chatKeys.rooms(viewer), queryFn: listChatRooms, enabled: viewer !== null });
}
