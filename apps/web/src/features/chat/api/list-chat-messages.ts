import { CHAT_PAGE_SIZE } from '@esdc/core/chat';
import type { ChatMessage } from '@esdc/core/chat-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { chatKeys } from './chat-keys';

/** Which part of a room's history to ask for: before a message id (older), after one (catching up), or the newest. */
interface ChatHistoryParams {
  before?: number;
  after?: number;
  limit?: number;
}

/**
 * `GET /api/chat/rooms/{id}/messages` (signed-in members, SPEC §5 Chat): a page of a room's messages, oldest first
 * (newest last): the newest `limit` (50 by default), the page before `before`, or everything after `after`.
 * @param roomId the room
 * @returns the messages, oldest first
 * @throws ApiError 401 signed out, 404 'Room not found'
 */
async function listChatMessages(roomId: number, params: ChatHistoryParams = {}): Promise<ChatMessage[]> {
  const result = await apiRequest<ChatMessage[]>(`/api/chat/rooms/${roomId}/messages`, { query: { limit: CHAT_PAGE_SIZE, ...params } });
  return result.data ?? [];
}

/**
 * A room's history as an infinite query: the first page is the newest messages; each next page ("Load older
 * messages") the page before the oldest one shown, until a page comes back short.
 * @param roomId the open room, or null while none is chosen
 */
export function useChatMessages(roomId: number | null) {
  const { user } = useSession();
  const viewer = user?.id ?? null;
  return useInfiniteQuery({
    queryKey: chatKeys.messages(viewer, roomId ?? 0),
    queryFn: ({ pageParam }) => listChatMessages(roomId!, pageParam === undefined ? {} : { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatMessage[]) => (last.length < CHAT_PAGE_SIZE ? undefined : last[0]?.id),
    enabled: viewer !== null && roomId !== null,
    // The socket keeps the history current; refetching every page on focus would only redo its work.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
