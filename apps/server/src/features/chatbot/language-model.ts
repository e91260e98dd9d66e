import { CLUB_NAME, CLUB_SHORT_NAME } from '@esdc/core/constants';
import OpenAI from 'openai';
import type { GroundedMaterial, LanguageModel, LanguageModelSettings } from '../../platform/language-model.ts';

/*
 * The chatbot's optional language model (SPEC §7 Chatbot; docs/decisions/022-chatbot-grounded-answers.md): any
 * OpenAI-compatible server (Ollama, llama.cpp, a hosted API) only PHRASES the reply the grounded pipeline already
 * composed from the club's data. It gets the question, the facts and that reply, never decides what is true, and
 * whatever goes wrong (an error, a timeout, an empty reply, a lost or invented path) the grounded reply is sent instead.
 */

export type { GroundedMaterial, LanguageModel, LanguageModelSettings };

/** The heading of the grounded reply in the model's user message (the test server finds the reply by it). */
export const GROUNDED_ANSWER_HEADING = 'Grounded answer:';

/** The system prompt of every request: phrase only the given material, keep its paths, be brief, name the club. */
export const LANGUAGE_MODEL_SYSTEM_PROMPT = [
  `You are the ${CLUB_SHORT_NAME} Assistant of the ${CLUB_NAME} (${CLUB_SHORT_NAME}).`,
  `Rewrite the grounded answer you are given as a short, friendly reply to the member's question.`,
  `Answer ONLY from the given facts and the grounded answer: never add facts, names, dates, times, prices, numbers, links or paths that are not given there.`,
  `Keep every path (such as /events/12) exactly as written, character for character, and keep each one in your reply.`,
  `If the facts do not answer the question, say only what the grounded answer says.`,
  `Be brief: a few sentences of plain text, no headings.`,
  `Name the ${CLUB_NAME} (${CLUB_SHORT_NAME}) in your reply.`,
].join(' ');

/**
 * The user message: the question, the facts as a list and the grounded reply, under plain headings.
 * @param material what to phrase
 * @returns the message's text
 */
function userMessage(material: GroundedMaterial): string {
  const facts = material.facts.length > 0 ? material.facts.map((fact) => `- ${fact}`).join('\n') : '- (none)';
  return `Question:\n${material.question}\n\nFacts:\n${facts}\n\n${GROUNDED_ANSWER_HEADING}\n${material.answer}`;
}

/** Why {@link LanguageModel.stream} stopped: the model failed, was too slow, or the caller aborted. */
export class LanguageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelError';
  }
}

/**
 * A language model on an OpenAI-compatible chat completions API (the `openai` client; no retries, as a retry would
 * only spend the time budget). `stream()` asks for a streamed completion of the system prompt and the material, and
 * yields the content pieces as they arrive. The first piece must come within half of `timeoutMs`, the whole reply
 * within `timeoutMs`.
 * @param settings where the model is and its time budget (`LLM_*`, read by config.ts)
 * @returns the model; nothing is contacted until `stream()`
 */
export function createLanguageModel(settings: LanguageModelSettings): LanguageModel {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // The client insists on a key. Without one, a placeholder fills the slot and the header is left out below;
    // null for the others keeps the process's OPENAI_* variables out of these requests.
    apiKey: settings.apiKey ?? 'none',
    adminAPIKey: null,
    organization: null,
    project: null,
    ...(settings.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const firstPieceMs = Math.max(1, Math.floor(settings.timeoutMs / 2));

  return {
    async *stream(material, signal) {
      if (signal?.aborted) throw new LanguageModelError('aborted by the caller');
      const controller = new AbortController();
      let stopped: string | undefined;
      const stop = (why: string) => {
        stopped ??= why;
        controller.abort();
      };
      const onAbort = () => stop('aborted by the caller');
      signal?.addEventListener('abort', onAbort, { once: true });
      const overall = setTimeout(() => stop(`no complete reply within ${settings.timeoutMs} ms`), settings.timeoutMs);
      const firstPiece = setTimeout(() => stop(`no reply within ${firstPieceMs} ms`), firstPieceMs);
      try {
        const chunks = await client.chat.completions.create(
          {
            model: settings.model,
            messages: [
              { role: 'system', content: LANGUAGE_MODEL_SYSTEM_PROMPT },
              { role: 'user', content: userMessage(material) },
            ],
            stream: true,
            temperature: 0.2,
          },
          { signal: controller.signal },
        );
        for await (const chunk of chunks) {
          const piece = chunk.choices[0]?.delta?.content;
          if (!piece) continue;
          clearTimeout(firstPiece);
          // The client's stream ends quietly when aborted; a piece after the abort is not yielded.
          if (stopped) break;
          yield piece;
        }
        if (stopped) throw new LanguageModelError(stopped);
      } catch (error) {
        if (error instanceof LanguageModelError) throw error;
        throw new LanguageModelError(stopped ?? `the language model failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      } finally {
        clearTimeout(overall);
        clearTimeout(firstPiece);
        signal?.removeEventListener('abort', onAbort);
        // Closes the connection when the caller stopped reading early (a no-op after a complete reply).
        controller.abort();
      }
    },
  };
}

/**
 * The site paths a text cites (`/events/12`, `/docs/getting-started`, `/leaderboard`): a `/` that starts a word,
 * then path characters; a sentence's closing punctuation is not part of it. Dates (`1/2`) and words such as
 * `and/or` are not paths.
 * @param text a reply
 * @returns the distinct paths, in order of appearance
 */
export function citedPaths(text: string): string[] {
  const found = text.match(/(?<![\w/:.@~-])\/[A-Za-z0-9][\w\-.~%]*(?:\/[\w\-.~%]+)*/g) ?? [];
  return [...new Set(found.map((path) => path.replace(/[.~-]+$/, '')))];
}

/** A phrased reply as {@link phraseOrFallback} settles it. */
export interface PhrasedReply {
  /** The reply to send: the model's words, or the grounded answer unchanged. */
  text: string;
  /** Whether `text` is the model's (true) or the grounded answer (false). */
  phrased: boolean;
  /** When `phrased` is false and a model was asked: why its words were not used, for the log. */
  reason?: string;
}

/**
 * Phrases the grounded answer with the model when there is one, else returns the grounded answer (SPEC §7 Chatbot).
 * The model's words are used only when they are not blank, keep every path the grounded answer cites, and cite no
 * path that is in neither the answer nor the facts; on a failure, a timeout, an abort or a broken guard the result is
 * the grounded answer, unchanged. Never throws (except what `onPiece` throws is caught the same way).
 *
 * Pieces are provisional: `onPiece` sees each one as it arrives (for a streamed reply), but only the returned `text`
 * is final. When it comes back with `phrased: false` after pieces were shown, the caller replaces them with `text`.
 * @param model the language model, or undefined when none is configured
 * @param material the question, the grounded answer and its facts
 * @param onPiece called with each piece of the model's reply as it arrives
 * @param signal aborts the model's request (the member went away)
 * @returns the reply's text, whether the model phrased it and, when it did not, why
 */
export async function phraseOrFallback(
  model: LanguageModel | undefined,
  material: GroundedMaterial,
  onPiece?: (text: string) => void,
  signal?: AbortSignal,
): Promise<PhrasedReply> {
  if (!model) return { text: material.answer, phrased: false };
  const fallback = (reason: string): PhrasedReply => ({ text: material.answer, phrased: false, reason });
  let text = '';
  try {
    for await (const piece of model.stream(material, signal)) {
      text += piece;
      onPiece?.(piece);
    }
  } catch (error) {
    return fallback(error instanceof Error ? error.message : String(error));
  }
  const phrased = text.trim();
  if (phrased === '') return fallback('the language model answered nothing');
  const kept = new Set(citedPaths(phrased));
  const lost = citedPaths(material.answer).filter((path) => !kept.has(path));
  if (lost.length > 0) return fallback(`the language model dropped ${lost.join(', ')}`);
  const given = new Set([material.answer, ...material.facts].flatMap(citedPaths));
  const invented = [...kept].filter((path) => !given.has(path));
  if (invented.length > 0) return fallback(`the language model cited ${invented.join(', ')}, which the material does not`);
  return { text: phrased, phrased: true };
}
