import { CHATBOT_FALLBACK, finishReply, replyConfidence } from '@esdc/core/chatbot';
import type { ChatbotReply, ChatbotSource } from '@esdc/core/chatbot-schemas';
import type { ToolAnswer } from './tools/tool-types.ts';

/*
 * A reply from what a tool found (SPEC §7 reply handling): the opening line and one line per fact, each naming its
 * page; the pages cited as `sources`; the club attribution and the confidence from core. Nothing found: the fallback.
 */

/** A composed reply and the plain-text facts it was built from. */
export interface ComposedReply {
  reply: ChatbotReply;
  /** The facts' lines, each ending with its page's path (empty for the fallback). */
  facts: string[];
}

/**
 * Composes the reply to a question.
 * @param query the question (canonical text)
 * @param answer what the tool found, or null when nothing answers it
 * @param now the time of the reply
 * @returns the reply (`answered` false and confidence 0 for the fallback) and its facts
 */
export function composeReply(query: string, answer: ToolAnswer | null, now: Date): ComposedReply {
  const facts = answer?.facts ?? [];
  const text = facts.length === 0 ? CHATBOT_FALLBACK : [answer!.intro, ...facts.map((f) => `- ${f.text}`)].join('\n');
  const response = finishReply(text);
  const sources: ChatbotSource[] = [];
  for (const { source } of facts) {
    if (!sources.some((s) => s.path === source.path && s.kind === source.kind)) sources.push(source);
  }
  const answered = facts.length > 0;
  return {
    reply: { response, sources, confidence: replyConfidence(query, response, sources.length > 0), answered, timestamp: now.toISOString() },
    facts: facts.map((f) => f.text),
  };
}
