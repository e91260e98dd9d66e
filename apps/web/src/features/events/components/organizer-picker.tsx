import { EVENT_ORGANIZERS_MAX } from '@esdc/core/event';
import { X } from 'lucide-react';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';
import type { PickedOrganizer } from './event-form-schema';

/**
 * Picks an event's organisers (SPEC §3 Event organizers): search members by name or email and pick them; each shows
 * as a removable chip. Organisers may edit the event and check members in.
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
  const full = value.length >= EVENT_ORGANIZERS_MAX;
  const hint = full ? `At most ${EVENT_ORGANIZERS_MAX} organisers.` : 'Search members by name or email. Organisers may edit the event and check members in.';
  return (
    <FieldShell id={id} label="Organisers" error={error} hint={hint}>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Organisers picked">
          {value.map((person) => (
            <li key={person.id} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm">
              <span className="font-semibold">{person.name}</span>
              <span className="text-xs text-muted">{person.detail}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((p) => p.id !== person.id))}
                aria-label={`Remove ${person.name}`}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-danger"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <MemberCombobox
          id={id}
          error={error}
          hint={hint}
          isPicked={(user) => value.some((p) => p.id === user.id)}
          onPick={(user) => onChange([...value, { id: user.id, name: user.name, detail: user.email }])}
        />
      )}
    </FieldShell>
  );
}
