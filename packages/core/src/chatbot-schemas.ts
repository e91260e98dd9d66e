import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import {
  CHAT_MESSAGE_EMPTY,
  CHAT_MESSAGE_TOO_LONG,
  CHATBOT_FAQ_ANSWER_MAX,
  CHATBOT_FAQ_QUESTION_MAX,
  CHATBOT_HISTORY_PAGE_MAX,
  CHATBOT_HISTORY_PAGE_SIZE,
  CHATBOT_SOURCE_KINDS,
} from './chatbot.ts';
import { CHAT_MESSAGE_MAX } from './constants.ts';
import { pageQueryShape, textSchema } from './input.ts';

/*
 * The chatbot's requests and answers (SPEC §3 Chat message, §5 Chat, §7 chatbot calls): the question, the reply
 * with its sources and confidence, the history, the suggestions, and the admin's FAQ and unanswered questions.
 */

/** A chat message's text (SPEC §5 Chat): canonical text, not empty or blank, at most 1000 characters. */
export const chatMessageTextSchema = textSchema({
  label: 'Message',
  max: CHAT_MESSAGE_MAX,
  requiredMessage: CHAT_MESSAGE_EMPTY,
  maxMessage: CHAT_MESSAGE_TOO_LONG,
});

/** `POST /api/chatbot/ask` and `/api/chatbot/ask/stream` body (SPEC §7): `{ query_message }`. */
export const chatbotAskSchema = z.object({ query_message: chatMessageTextSchema });
export type ChatbotAsk = z.output<typeof chatbotAskSchema>;

/** A page a reply used (`path` is an app path such as '/events/12'). */
export const chatbotSourceSchema = z
  .object({
    title: z.string(),
    path: z.string().describe("An in-app path, e.g. '/events/12'"),
    kind: z.enum(CHATBOT_SOURCE_KINDS),
  })
  .meta({ id: 'ChatbotSource' });
export type ChatbotSource = z.infer<typeof chatbotSourceSchema>;

/** `data` of `POST /api/chatbot/ask` (SPEC §7): the reply text in `response`, its sources and confidence. */
export const chatbotReplySchema = z
  .object({
    response: z.string().describe('The reply text (plain text; paths such as /events/12 are the cited pages)'),
    sources: z.array(chatbotSourceSchema),
    confidence: z.number().min(0).max(1).describe('From the reply length versus the query length (SPEC §7); 0 for the fallback'),
    answered: z.boolean().describe('False when the reply is the fallback'),
    timestamp: z.string().describe('When the reply was made (ISO-8601 UTC)'),
  })
  .meta({ id: 'ChatbotReply' });
export type ChatbotReply = z.infer<typeof chatbotReplySchema>;
export const chatbotReplyEnvelopeSchema = envelope(chatbotReplySchema);

/** `GET /api/chatbot/history/{userId}` params: the id as text ('User ID is required' when empty, 'Invalid user id' otherwise). */
export const chatbotHistoryParamsSchema = z.object({ userId: z.string() });

/** `GET /api/chatbot/history/{userId}` query: paging (newest first). */
export const chatbotHistoryQuerySchema = z.object({
  ...pageQueryShape({ defaultLimit: CHATBOT_HISTORY_PAGE_SIZE, maxLimit: CHATBOT_HISTORY_PAGE_MAX }),
});

/** One history entry (SPEC §3 Chat message: history entries have a timestamp). */
export const chatbotHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    query_message: z.string(),
    response: z.string(),
    sources: z.array(chatbotSourceSchema),
    timestamp: z.string().describe('When it was asked (ISO-8601 UTC)'),
  })
  .meta({ id: 'ChatbotHistoryEntry' });
export type ChatbotHistoryEntry = z.infer<typeof chatbotHistoryEntrySchema>;
export const chatbotHistoryEnvelopeSchema = listEnvelope(chatbotHistoryEntrySchema);

/** `data` of `GET /api/chatbot/suggestions`: the quick actions. */
export const chatbotSuggestionSchema = z.object({ label: z.string(), question: z.string() }).meta({ id: 'ChatbotSuggestion' });
export const chatbotSuggestionsEnvelopeSchema = envelope(z.array(chatbotSuggestionSchema));

/** An FAQ entry the assistant answers from (admin-edited; SPEC §7 grounded answers). */
export const chatbotFaqSchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
    keywords: z.string().describe('Extra words that should find this entry, space separated (may be empty)'),
    path: z.string().nullable().describe('An in-app path the answer points to, or null'),
    updated_at: z.string(),
  })
  .meta({ id: 'ChatbotFaq' });
export type ChatbotFaq = z.infer<typeof chatbotFaqSchema>;

/** Create or update an FAQ entry. */
export const chatbotFaqInputSchema = z.object({
  question: textSchema({ label: 'Question', max: CHATBOT_FAQ_QUESTION_MAX, requiredMessage: 'Question is required', singleLine: true }),
  answer: textSchema({ label: 'Answer', max: CHATBOT_FAQ_ANSWER_MAX, requiredMessage: 'Answer is required' }),
  keywords: textSchema({ label: 'Keywords', max: 200, singleLine: true }).default(''),
  path: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(/^\/[A-Za-z0-9\-._~/?=&%]*$/, 'Path must be an app path starting with /')
        .max(200, 'Path is too long'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ChatbotFaqInput = z.output<typeof chatbotFaqInputSchema>;

/** A question the assistant could not answer, grouped by its normalised text (admin list, most frequent first). */
export const chatbotUnansweredSchema = z
  .object({
    question: z.string().describe('The latest wording asked'),
    count: z.number().int().positive(),
    last_asked: z.string(),
  })
  .meta({ id: 'ChatbotUnanswered' });
export type ChatbotUnanswered = z.infer<typeof chatbotUnansweredSchema>;
