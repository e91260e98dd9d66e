/*
 * The chatbot feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/chatbot is private to it.
 */

/** The answer pipeline: the reply to a question and the facts it is built from (the streamed answer reuses it). */
export { answerQuestion, type AnswerContext } from './answer-question.ts';
/** Keeps an asked question in the member's history and among the unanswered ones. */
export { recordQuestion } from './question-log.ts';
