/*
 * The events feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/events is private to it.
 */

/** Which events a viewer may see, as one SQL condition (the club assistant's event answers, features/chatbot). */
export { visibleEventRows } from './event-visibility.ts';
