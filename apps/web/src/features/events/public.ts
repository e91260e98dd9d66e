/*
 * The events feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/events is private to it.
 */

/** Date-times typed and shown in the member's time zone (features/jobs: a posting's deadline). */
export {
  browserTimeZone,
  formatEventStart as formatDateTime,
  fromDateTimeLocal,
  toDateTimeLocal,
  useEventTimeZone as useMemberTimeZone,
} from './lib/event-time';
