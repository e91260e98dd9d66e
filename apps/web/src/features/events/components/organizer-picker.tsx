import { EVENT_ORGANIZERS_MAX } from '@esdc/core/event';
import { MembersPickField } from '../../../components/members-pick-field';
import type { PickedOrganizer } from './event-form-schema';

/**
 * Picks an event's organisers (SPEC §3 Event organizers): search members by name or email and pick them; each shows
 * as a removable chip ({@link MembersPickField}). Organisers may edit the event and check members in.
 */
export function OrganizerPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly PickedOrganizer[];
  onChange: (next: PickedOrganizer[]) => void;
  error?: string;
}) {
  return (
    <MembersPickField
      id={id}
      label="Organisers"
      listLabel="Organisers picked"
      hint="Search members by name or email. Organisers may edit the event and check members in."
      fullHint={`At most ${EVENT_ORGANIZERS_MAX} organisers.`}
      max={EVENT_ORGANIZERS_MAX}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
