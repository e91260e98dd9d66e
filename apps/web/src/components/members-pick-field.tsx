import type { UserSearchResult } from '@esdc/core/user';
import { X } from 'lucide-react';
import { FieldShell } from './form-field';
import { MemberCombobox } from './member-combobox';

/** A member picked in a {@link MembersPickField}: id, name and a second line (their email). */
export interface PickedPerson {
  id: number;
  name: string;
  detail: string;
}

/**
 * Several members picked for a form field (an event's organisers, the members a board is shared with): the member
 * search (debounced, arrow keys and Enter to pick) and each pick as a removable chip; the search goes away once `max`
 * are picked.
 * @param label the field's label; `listLabel` names the list of chips
 * @param hint the hint under the search; `fullHint` replaces it once `max` are picked
 * @param value the members picked; `onChange` the new list
 * @param isExcluded members the search must not offer besides those picked (the one creating a board)
 */
export function MembersPickField({
  id,
  label,
  listLabel,
  hint,
  fullHint,
  max,
  value,
  onChange,
  error,
  isExcluded,
}: {
  id: string;
  label: string;
  listLabel: string;
  hint: string;
  fullHint: string;
  max: number;
  value: readonly PickedPerson[];
  onChange: (next: PickedPerson[]) => void;
  error?: string;
  isExcluded?: (user: UserSearchResult) => boolean;
}) {
  const full = value.length >= max;
  const shownHint = full ? fullHint : hint;
  return (
    <FieldShell id={id} label={label} error={error} hint={shownHint}>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel}>
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
          hint={shownHint}
          isPicked={(user) => (isExcluded?.(user) ?? false) || value.some((p) => p.id === user.id)}
          onPick={(user) => onChange([...value, { id: user.id, name: user.name, detail: user.email }])}
        />
      )}
    </FieldShell>
  );
}
