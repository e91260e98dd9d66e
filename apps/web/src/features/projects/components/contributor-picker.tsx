import { X } from 'lucide-react';
import { FieldShell } from '../../../components/form-field';
import { MemberCombobox } from '../../../components/member-combobox';

/**
 * Contributor search and add by email (SPEC §2 Create Project modal): the query is debounced 300 ms; an
 * empty query clears the results; picking a member adds their email once (no duplicates); the results list
 * closes on an outside click or Escape; chosen contributors show as removable chips.
 */
export function ContributorPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly string[];
  onChange: (emails: string[]) => void;
  error?: string;
}) {
  const chosen = new Set(value.map((e) => e.toLowerCase()));
  const add = (email: string) => {
    if (!chosen.has(email.toLowerCase())) onChange([...value, email]);
  };
  const remove = (email: string) => onChange(value.filter((e) => e !== email));
  const hint = 'Search members by name or email, then pick them from the list.';

  return (
    <FieldShell id={id} label="Contributors" error={error} hint={hint}>
      <MemberCombobox id={id} error={error} hint={hint} onPick={(user) => add(user.email)} isPicked={(user) => chosen.has(user.email.toLowerCase())} />
      {value.length > 0 ? (
        <ul aria-label="Selected contributors" className="flex flex-wrap gap-2">
          {value.map((email) => (
            <li key={email} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 font-mono text-xs text-fg">
              {email}
              <button
                type="button"
                onClick={() => remove(email)}
                aria-label={`Remove ${email}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-danger"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
