import { BOARD_MEMBERS_MAX } from '@esdc/core/planning';
import { X } from 'lucide-react';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';

/** A member picked to share a board with: id, name and email. */
export interface PickedMember {
  id: number;
  name: string;
  detail: string;
}

/**
 * The members a member's own board is shared with (SPEC §2 Planning 'New Board'): the club's member search (the
 * events' organiser picker's pattern) and each pick as a removable chip; the member creating the board is not offered.
 * @param value the members picked; `onChange` the new list
 * @param selfId the member creating the board
 */
export function SharePicker({
  id,
  value,
  onChange,
  selfId,
}: {
  id: string;
  value: readonly PickedMember[];
  onChange: (next: PickedMember[]) => void;
  selfId: number | null;
}) {
  const full = value.length >= BOARD_MEMBERS_MAX;
  const hint = full ? `At most ${BOARD_MEMBERS_MAX} members.` : 'Search members by name or email. They can see the board and edit its tasks.';
  return (
    <FieldShell id={id} label="Share with" hint={hint}>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Members picked">
          {value.map((person) => (
            <li key={person.id} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm">
              <span className="font-semibold">{person.name}</span>
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
          hint={hint}
          isPicked={(user) => user.id === selfId || value.some((p) => p.id === user.id)}
          onPick={(user) => onChange([...value, { id: user.id, name: user.name, detail: user.email }])}
        />
      )}
    </FieldShell>
  );
}
