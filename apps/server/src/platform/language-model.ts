/*
 * The contract of the chatbot's optional language model, here rather than in the chatbot feature because the app
 * context carries one and imports no feature. The client that implements it, its prompt and its citation guard are
 * the chatbot's: `features/chatbot/language-model.ts` (docs/decisions/022-chatbot-grounded-answers.md).
 */

/** Where the optional language model is and how long it may take (`LLM_*` variables; SPEC §7 Chatbot). */
export interface LanguageModelSettings {
  /** The OpenAI-compatible API's base address, e.g. `http://127.0.0.1:11434/v1` (Ollama). */
  baseUrl: string;
  /** The model's name on that server, e.g. `llama3.2`. */
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>` when set; local servers need none. */
  apiKey?: string | undefined;
  /** The whole reply's budget, in milliseconds; the first piece must come within half of it. */
  timeoutMs: number;
}

/** What the model phrases: the question and the grounded reply, already correct, with the facts behind it (SPEC §7 Chatbot). */
export interface GroundedMaterial {
  /** The member's question, as asked. */
  question: string;
  /** The grounded reply, already correct; the model rewords it and never loses a path it cites. */
  answer: string;
  /** The facts the reply rests on: plain lines, each with its page's path (e.g. `… /events/12`). */
  facts: string[];
}

/** A language model that only phrases grounded material (SPEC §7 Chatbot). */
export interface LanguageModel {
  /**
   * Streams the phrased reply's text pieces, in order.
   * @param material what to phrase
   * @param signal aborts the request (the member went away)
   * @returns the pieces; the call or the iterator throws on a failure, a timeout or an abort
   */
  stream(material: GroundedMaterial, signal?: AbortSignal): AsyncIterable<string>;
}
