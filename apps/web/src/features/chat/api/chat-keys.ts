import type { ChatMessage } from '@esdc/core/chat-schemas';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * Query keys of the chatroom (SPEC §5 Chat). Keyed by the viewer, so signing in as someone else never shows the
 * previous member's cached rooms. The admin tab's room list lives under the panel's `['admin']` prefix.
 */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: (viewer: number | null) => ['chat', viewer, 'rooms'] as const,
  messages: (viewer: number | null, roomId: number) => ['chat', viewer, 'messages', roomId] as const,
  adminRooms: ['admin', 'chat-rooms'] as const,
};

/**
 * A room's cached history: pages of messages, oldest first within a page; `pages[0]` is the newest page (the first
 * one loaded, which live messages join), each later page the one before it (`pageParams` the `before` id asked for).
 */
export type ChatHistory = InfiniteData<ChatMessage[], unknown>;
