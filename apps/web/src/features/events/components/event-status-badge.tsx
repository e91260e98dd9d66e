import type { EventStatus } from '@esdc/core/event';
import { Badge } from '../../../components/badge';
import { EVENT_STATUS_LABELS, EVENT_STATUS_TONES } from '../lib/event-display';

/** An event's status as a badge (SPEC §4 Event status). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Badge tone={EVENT_STATUS_TONES[status]}>{EVENT_STATUS_LABELS[status]}</Badge>;
}
