/*
 * The learning feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/learning is private to it.
 */

/** A member's certificates, newest first (the club assistant's "my certificates", features/chatbot). */
export { listMyCertificates } from './certificate-service.ts';
/** A course's lessons in order and the ones a member completed (the club assistant's "next lesson", features/chatbot). */
export { completedLessonIds, orderedLessons } from './learning-reads.ts';
