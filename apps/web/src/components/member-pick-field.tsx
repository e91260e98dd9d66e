import type { UserSearchResult } from '@esdc/core/user';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { FieldShell } from './form-field';
import { MemberCombobox } from './member-combobox';

/** The member a {@link MemberPickField} holds: the name shown, and a second line (their email) if any. */
type PickedMember = { name: string; detail?: string };

/**
 * One member picked for a form field (SPEC §3 Contributor search result; a project's owner, a course's instructor):
 * while none is picked, the member search (debounced, arrow keys and Enter to pick, the hint under it); once one is,
 * a chip with their name and a button that clears the choice ('Change owner (Priya Raman)') and puts the focus
 * back in the search.
 * @param picked the member picked, or null
 * @param changeLabel the clear button's name for the picked member
 * @param onPick a member was picked; `onClear` the choice was cleared
 */
export function MemberPickField({
  id,
  label,
  hint,
  error,
  picked,
  changeLabel,
  onPick,
  onClear,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  picked: PickedMember | null;
  changeLabel: (name: string) => string;
  onPick: (user: UserSearchResult) => void;
  onClear: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FieldShell id={id} label={label} error={error} hint={picked ? undefined : hint}>
      {picked ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-2">
          {picked.detail === undefined ? (
            <span className="min-w-0 truncate text-sm font-semibold">{picked.name}</span>
          ) : (
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold">{picked.name}</span>
              <span className="block truncate font-mono text-xs text-muted">{picked.detail}</span>
            </span>
          )}
          <button
            type="button"
            onClick={() => {
              onClear();
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
            aria-label={changeLabel(picked.name)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-danger"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <MemberCombobox id={id} error={error} hint={hint} onPick={onPick} inputRef={inputRef} enterPicksOnlyMatch />
      )}
    </FieldShell>
  );
}
