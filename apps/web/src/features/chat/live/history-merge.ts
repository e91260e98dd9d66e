import type { ChatMessage } from '@esdc/core/chat-schemas';
import type { ChatHistory } from '../api/chat-keys';

/*
 * How live changes join a room's cached history (SPEC §5 Chat): without duplicates (a message posted here also comes
 * back over the socket; a reconnect's catch-up may repeat what was seen), in id order (ids grow with time), edits in
 * place, deletions gone. Each function returns a new history and leaves the one given unchanged; a history not loaded
 * yet stays undefined (its first page, when it comes, already holds the messages).
 */

/**
 * Adds messages to the newest page: each one once (an id already anywhere in the history is skipped), in id order.
 * @param history the room's cached history, or undefined when not loaded
 * @param messages new messages, in any order
 * @returns the history with them
 */
export function addMessages(history: ChatHistory | undefined, messages: readonly ChatMessage[]): ChatHistory | undefined {
  if (!history) return history;
  const seen = new Set(history.pages.flatMap((page) => page.map((m) => m.id)));
  const fresh: ChatMessage[] = [];
  for (const message of messages) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    fresh.push(message);
  }
  if (fresh.length === 0) return history;
  const [newest = [], ...older] = history.pages;
  const merged = [...newest, ...fresh].sort((a, b) => a.id - b.id);
  return { ...history, pages: [merged, ...older] };
}

/**
 * Replaces a message by id wherever it is (an edit); a message the history does not hold changes nothing.
 * @returns the history with the new version
 */
export function replaceMessage(history: ChatHistory | undefined, message: ChatMessage): ChatHistory | undefined {
  if (!history || !history.pages.some((page) => page.some((m) => m.id === message.id))) return history;
  return { ...history, pages: history.pages.map((page) => page.map((m) => (m.id === message.id ? message : m))) };
}

/**
 * Removes a message by id (a deletion); a message the history does not hold changes nothing.
 * @returns the history without it
 */
export function removeMessage(history: ChatHistory | undefined, id: number): ChatHistory | undefined {
  if (!history || !history.pages.some((page) => page.some((m) => m.id === id))) return history;
  return { ...history, pages: history.pages.map((page) => page.filter((m) => m.id !== id)) };
}

/**
 * The history as one list, oldest first (the older pages come later in `pages`), each id once.
 * @returns the messages to show, newest last
 */
export function historyMessages(history: ChatHistory | undefined): ChatMessage[] {
  if (!history) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of [...history.pages].reverse()) {
    for (const message of page) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

/**
 * The newest message id the history holds: what a (re)joining socket asks to resume after.
 * @returns the id, or undefined for an empty or unloaded history
 */
export function lastMessageId(history: ChatHistory | undefined): number | undefined {
  let last: number | undefined;
  for (const page of history?.pages ?? []) for (const m of page) if (last === undefined || m.id > last) last = m.id;
  return last;
}
