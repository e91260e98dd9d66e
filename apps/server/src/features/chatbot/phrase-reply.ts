import { finishReply, replyConfidence } from '@esdc/core/chatbot';
import type { ChatbotReply } from '@esdc/core/chatbot-schemas';
import type { ComposedReply } from './compose-reply.ts';
import { phraseOrFallback, type LanguageModel } from './language-model.ts';

/** Where a fallback's reason is written (Fastify's logger fits). */
interface PhraseLog {
  warn(obj: object, msg: string): void;
}

/**
 * The reply as sent (SPEC §7 Chatbot; docs/decisions/022-chatbot-grounded-answers.md): with a language model, an
 * answered question's grounded reply phrased by the model (its words kept only when they keep every cited path), the
 * final text run through `finishReply` and its confidence recomputed; without one, or for the fallback, the grounded
 * reply unchanged. Never throws: a model that fails or is slow leaves the grounded reply (the reason is logged).
 * @param model the configured model, or undefined
 * @param question the question (canonical text)
 * @param composed the grounded reply and its facts
 * @param options.onPiece called with each piece of the model's words as they arrive (provisional; see the result)
 * @param options.signal aborts the model's request (the asker went away)
 * @returns the reply to send and store
 */
export async function phraseReply(
  model: LanguageModel | undefined,
  question: string,
  composed: ComposedReply,
  options: { onPiece?: (text: string) => void; signal?: AbortSignal; log?: PhraseLog } = {},
): Promise<ChatbotReply> {
  const { reply, facts } = composed;
  if (!model || !reply.answered) return reply;
  const phrased = await phraseOrFallback(model, { question, answer: reply.response, facts }, options.onPiece, options.signal);
  if (!phrased.phrased) {
    if (phrased.reason) options.log?.warn({ reason: phrased.reason }, 'chatbot: the grounded reply was sent unphrased');
    return reply;
  }
  const response = finishReply(phrased.text);
  return { ...reply, response, confidence: replyConfidence(question, response, reply.sources.length > 0) };
}
