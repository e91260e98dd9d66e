import type { ChatMessage } from '@esdc/core/chat-schemas';
import { describe, expect, it } from 'vitest';
import type { ChatHistory } from '../api/chat-keys';
import { addMessages, historyMessages, lastMessageId, removeMessage, replaceMessage } from './history-merge';

const message = (id: number, text = `message ${id}`): ChatMessage => ({
  id,
  room_id: 1,
  text,
  html: `<p>${text}</p>`,
  author: { id: 7, name: 'Ada Lovelace', username: 'ada', role: 'user', avatar_url: null },
  mentions: [],
  created_at: '2026-11-29T10:00:00.000Z',
  edited_at: null,
});

/** Newest page first, each page oldest first, as the infinite query keeps them. */
const history = (...pages: number[][]): ChatHistory => ({ pages: pages.map((ids) => ids.map((id) => message(id))), pageParams: pages.map(() => undefined) });
const ids = (h: ChatHistory | undefined) => historyMessages(h).map((m) => m.id);

describe('the chat history merge', () => {
  it('adds live messages to the newest page in id order, whatever order they come in', () => {
    const merged = addMessages(history([3, 4], [1, 2]), [message(7), message(5), message(6)]);
    expect(merged!.pages[0]!.map((m) => m.id)).toEqual([3, 4, 5, 6, 7]);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('drops duplicates: an id already in any page, or twice in one batch (a post and its socket echo, a resume)', () => {
    const start = history([3, 4], [1, 2]);
    const merged = addMessages(start, [message(4), message(2), message(5), message(5)]);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5]);
    expect(addMessages(merged, [message(5)])).toBe(merged);
  });

  it('leaves a history not loaded yet alone (its first page will hold the messages)', () => {
    expect(addMessages(undefined, [message(1)])).toBeUndefined();
  });

  it('replaces an edited message in place and removes a deleted one, in any page; unknown ids change nothing', () => {
    const start = history([3, 4], [1, 2]);
    const edited = { ...message(2, 'fixed'), edited_at: '2026-11-29T10:05:00.000Z' };
    const after = replaceMessage(start, edited);
    expect(historyMessages(after).find((m) => m.id === 2)).toEqual(edited);
    expect(ids(after)).toEqual([1, 2, 3, 4]);
    expect(replaceMessage(start, message(9))).toBe(start);

    expect(ids(removeMessage(after, 3))).toEqual([1, 2, 4]);
    expect(removeMessage(start, 9)).toBe(start);
  });

  it('flattens the pages oldest first, and knows the newest id to resume after', () => {
    const h = history([21, 22], [11, 12], [1, 2]);
    expect(ids(h)).toEqual([1, 2, 11, 12, 21, 22]);
    expect(lastMessageId(h)).toBe(22);
    expect(lastMessageId(history([]))).toBeUndefined();
    expect(lastMessageId(undefined)).toBeUndefined();
  });
});
