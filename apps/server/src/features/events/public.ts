/*
 * The events feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/events is private to it.
 */

/** Who may read an online event's meeting link (the site search shows it on the events it finds). */
export { eventsJoinableBy } from './event-meeting-link.ts';
/** Who may see which events (the site search shows exactly what the event lists show). */
export { visibleEventRows } from './event-visibility.ts';
