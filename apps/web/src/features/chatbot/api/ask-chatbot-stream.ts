import type { ApiFailure } from '@esdc/core/api';
import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import { createParser } from 'eventsource-parser';
import { ApiError, apiCallContext } from '../../../lib/api-client';

/** The longest the whole streamed answer may take, ms (a language model phrases it; the server falls back sooner). */
const STREAM_TIMEOUT_MS = 30_000;

/**
 * Asks the club assistant and streams its reply (SPEC §7 chatbot calls; `POST /api/chatbot/ask/stream`, Server-Sent
 * Events): `delta` events carry pieces of the reply's text as they are phrased, one `done` event the whole reply with
 * its sources and confidence. Validation and rate-limit refusals come back as the API's usual JSON envelope before
 * any event. The session's token goes in the `Authorization` header.
 * @param question the member's or visitor's message (not empty, ≤ 1000 characters; the server checks)
 * @param onText called with the reply's text so far, after each piece
 * @param signal cancels the call (the panel closed)
 * @returns the finished reply
 * @throws ApiError with the server's message (400, 429, …), or status 0 when the server could not be reached or the
 *   stream ended without a reply
 */
export async function askChatbotStream(question: string, onText: (textSoFar: string) => void, signal?: AbortSignal): Promise<ChatbotReply> {
  const { getToken, origin } = apiCallContext();
  const token = getToken();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(STREAM_TIMEOUT_MS);
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
