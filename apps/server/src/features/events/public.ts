/*
 * The events feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/events is private to it.
 */

/** Which events a viewer may see, as one SQL condition (the club assistant's event answers, features/chatbot). */
export { visibleEventRows } from './event-visibility.ts';
/** Whether a viewer manages one event: its creator, an organiser or an admin (hackathons and workshops, features/hackathons). */
export { managesEventOf } from './event-managers.ts';
