import type { ApiFailure } from '@esdc/core/api';
import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import { createParser } from 'eventsource-parser';
import { ApiError, apiCallContext } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { chatbotKeys } from './chatbot-keys';

/** A question to the assistant, and who hears the reply as it is written. */
interface ChatbotQuestion {
  question: string;
  onText: (textSoFar: string) => void;
  signal?: AbortSignal;
}

/**
 * How long the widget waits for the whole reply, in ms. Longer than the 2000 ms of every other call (SPEC §9): a reply
 * may be phrased by a language model (SPEC §7 chatbot calls), which takes seconds (the server falls back to the
 * grounded reply after LLM_TIMEOUT_MS, 8 s by default).
 */
const CHATBOT_ASK_TIMEOUT_MS = 20_000;

/**
 * Asks the club assistant and streams its reply (SPEC §7 chatbot calls; `POST /api/chatbot/ask/stream`, Server-Sent
 * Events): `delta` events carry pieces of the reply's text as they are phrased, one `done` event the whole reply with
 * its sources and confidence. Validation and rate-limit refusals come back as the API's usual JSON envelope before
 * any event. The session's token goes in the `Authorization` header.
 * @param question.question the member's or visitor's message (not empty, ≤ 1000 characters; the server checks)
 * @param question.onText called with the reply's text so far, after each piece
 * @param question.signal cancels the call
 * @returns the finished reply
 * @throws ApiError with the server's message (400, 429, …), or status 0 when the server could not be reached or the
 *   stream ended without a reply
 */
async function askChatbot({ question, onText, signal }: ChatbotQuestion): Promise<ChatbotReply> {
  const { getToken, origin } = apiCallContext();
  const token = getToken();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(CHATBOT_ASK_TIMEOUT_MS);
  const unreachable = () => new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
  let response: Response;
  try {
    response = await fetch(new URL('/api/chatbot/ask/stream', origin ?? window.location.origin), {
      method: 'POST',
      headers,
      body: JSON.stringify({ query_message: question }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw unreachable();
  }
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => null)) as Partial<ApiFailure> | null;
    throw new ApiError(response.status, failure?.message || `Request failed (${response.status})`, failure?.error?.code, failure?.error?.details);
  }

  let text = '';
  let reply: ChatbotReply | undefined;
  let failed: string | undefined;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'delta') {
        text += (data as { text: string }).text;
        onText(text);
      } else if (event.event === 'done') reply = data as ChatbotReply;
      else if (event.event === 'error') failed = (data as { message: string }).message;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    throw unreachable();
  }
  if (reply) return reply;
  throw new ApiError(0, failed ?? 'Failed to get chatbot response');
}

/**
 * Asks the assistant from the widget, the reply streamed to `onText`. A member's stored history is marked stale (not
 * refetched: the open panel already shows the exchange), so a panel opened later restores it.
 */
export function useAskChatbot() {
  return useApiMutation({
    request: askChatbot,
    refresh: (client) => client.invalidateQueries({ queryKey: [...chatbotKeys.all, 'history'], refetchType: 'none' }),
  });
}
