import { CHATBOT_CONNECTION_TROUBLE } from '@esdc/core/chatbot';
import { ApiError } from '../../../lib/api-client';

/** What the widget says when asked too often and the server gave no words of its own. */
const CHATBOT_TOO_MANY = 'Too many messages. Please wait a moment and try again.';

/**
 * What the bot says when a question could not be answered (SPEC §8 Chatbot failure): the validation message of a
 * refused question (400, e.g. 'Message is too long (max 1000 characters)'); for a 429, the server's words, which
 * say how long to wait; the server's message for another refusal (403 for a suspended account); otherwise, when the
 * server could not be reached, timed out or failed (5xx), "Sorry, I'm having trouble connecting right now. Please try
 * again later."
 * @param error what the ask call threw
 * @returns the bot's message
 */
export function failureReply(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return CHATBOT_CONNECTION_TROUBLE;
  if (error.status === 429) return /wait|try again in/i.test(error.message) ? error.message : CHATBOT_TOO_MANY;
  return error.message || CHATBOT_CONNECTION_TROUBLE;
}
