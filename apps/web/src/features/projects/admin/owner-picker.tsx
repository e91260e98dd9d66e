import type { UserSearchResult } from '@esdc/core/user';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';

/**
 * Picks a new project's owner (SPEC §5 Admin create-project form: user_id; §3 Contributor search result):
 * a combobox searching members by name or email (debounced 300 ms, SPEC §9), arrow keys and Enter to pick,
 * Escape or an outside click to close; the chosen member shows as a removable chip.
 */
export function OwnerPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: UserSearchResult | null;
  onChange: (owner: UserSearchResult | null) => void;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hint = 'Search members by name or email, then pick the owner from the list.';

  return (
    <FieldShell id={id} label="Owner" error={error} hint={value ? undefined : hint}>
      {value ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-2">
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{value.name}</span>
            <span className="block truncate font-mono text-xs text-muted">{value.email}</span>
          </span>
          <button
            type="button"
            onClick={() => {
              onChange(null);
              window.setTimeout(() => inputRef.current?.focus(), 0);
            }}
            aria-label={`Change owner (${value.name})`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-danger"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <MemberCombobox id={id} error={error} hint={hint} onPick={onChange} inputRef={inputRef} enterPicksOnlyMatch />
      )}
    </FieldShell>
  );
}
