import type { UserSearchResult } from '@esdc/core/user';
import { MemberPickField } from '../../../components/member-pick-field';

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
  return (
    <MemberPickField
      id={id}
      label="Owner"
      hint="Search members by name or email, then pick the owner from the list."
      error={error}
      picked={value ? { name: value.name, detail: value.email } : null}
      changeLabel={(name) => `Change owner (${name})`}
      onPick={onChange}
      onClear={() => onChange(null)}
    />
  );
}
