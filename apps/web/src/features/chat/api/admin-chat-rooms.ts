import type { Page } from '@esdc/core/api';
import type { ChatRoom, ChatRoomCreate, ChatRoomUpdate } from '@esdc/core/chat-schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { chatKeys } from './chat-keys';
import { listChatRooms } from './list-chat-rooms';

/**
 * Every room for the admin Chat rooms tab, archived ones included, as one page (rooms are few and come unpaged),
 * those whose name or description contains `q` (case-insensitive).
 * @param q the settled search ('' for all)
 */
export function useAdminChatRooms({ q }: { q: string }) {
  return useQuery({
    queryKey: chatKeys.adminRooms,
    queryFn: listChatRooms,
    select: (rooms): Page<ChatRoom> => {
      const needle = q.toLowerCase();
      const items = needle ? rooms.filter((r) => `${r.name}\n${r.description}`.toLowerCase().includes(needle)) : rooms;
      return { items, total: items.length, limit: Math.max(items.length, 1), offset: 0 };
    },
  });
}

/** After a room change: the panel (its list, stats, audit log) and the chatroom's own room lists. */
function invalidateAfterRoomChange(client: QueryClient): Promise<unknown> {
  return Promise.all([adminKeys.all, chatKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** A saved room and the server's message. */
interface SavedChatRoom {
  room: ChatRoom;
  message?: string;
}

/**
 * `POST /api/chat/rooms` (no id; admins, 'chat:manage-rooms') or `PUT /api/chat/rooms/{id}` (rename, describe,
 * archive or restore; only the fields sent change).
 * @throws ApiError 400 with the schema's messages, 409 'A room with this name already exists', 404 'Room not found'
 */
async function saveChatRoom({ id, body }: { id?: number; body: ChatRoomCreate | ChatRoomUpdate }): Promise<SavedChatRoom> {
  const result = await apiRequest<ChatRoom>(id === undefined ? '/api/chat/rooms' : `/api/chat/rooms/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { room: result.data, message: result.message };
}

/** Adds, edits, archives or restores a room from the panel. */
export function useSaveChatRoom() {
  return useApiMutation({ request: saveChatRoom, refresh: invalidateAfterRoomChange });
}
