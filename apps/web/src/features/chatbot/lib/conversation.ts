import type { ChatbotHistoryEntry, ChatbotSource } from '@esdc/core/chatbot-schemas';

/** One message of the widget's conversation (SPEC §2 Chatbot widget). */
export interface ChatMessage {
  /** Unique within the conversation (a React key). */
  id: string;
  from: 'bot' | 'user';
  text: string;
  /** The pages a bot reply cites, shown as links. */
  sources?: readonly ChatbotSource[];
  /** A bot message that says the question could not be answered (a failure, SPEC §8 Chatbot failure). */
  failed?: boolean;
}

/**
 * A member's stored history as messages of the conversation, oldest first (the server answers newest first).
 * @param entries the history as `GET /api/chatbot/history/{userId}` answers it
 * @returns each question followed by its reply
 */
export function historyMessages(entries: readonly ChatbotHistoryEntry[]): ChatMessage[] {
  return [...entries].reverse().flatMap((entry) => [
    { id: `history-${entry.id}-question`, from: 'user' as const, text: entry.query_message },
    { id: `history-${entry.id}-reply`, from: 'bot' as const, text: entry.response, sources: entry.sources },
  ]);
}

/**
 * Whether a path may be followed inside the app: it starts with one '/' (never '//', which leaves the site).
 * @param path a cited page's path, e.g. '/events/12'
 */
export function isAppPath(path: string): boolean {
  return /^\/(?!\/)/.test(path) && !/[\s\\]/.test(path);
}
