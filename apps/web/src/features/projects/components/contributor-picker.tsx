import { CONTRIBUTOR_SEARCH_DEBOUNCE_MS } from '@esdc/core/constants';
import { Check, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserSearch } from '../../../lib/user-search';
import { fieldDescribedBy, FieldShell, inputClass } from '../../../components/form-field';

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
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(query.trim(), CONTRIBUTOR_SEARCH_DEBOUNCE_MS);
  // Results always belong to what is typed now: none while the query settles, none for an empty query.
  const term = query.trim() && debounced === query.trim() ? debounced : '';
  const search = useUserSearch(term);
  const results = term ? (search.data ?? []) : [];
  const chosen = new Set(value.map((e) => e.toLowerCase()));
  const showList = open && results.length > 0;

  // Outside click closes the results (SPEC §2).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape closes the results first, before it reaches the surrounding dialog.
  useEffect(() => {
    if (!showList) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [showList]);

  const add = (email: string) => {
    if (!chosen.has(email.toLowerCase())) onChange([...value, email]);
    setQuery('');
    setActive(-1);
    setOpen(false);
  };
  const remove = (email: string) => onChange(value.filter((e) => e !== email));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const pick = results[active];
      if (showList && pick) add(pick.email);
    }
  };

  let status = '';
  if (query.trim()) {
    if (query.trim() !== debounced || search.isFetching) status = 'Searching...';
    else if (search.isError) status = search.error.message;
    else if (results.length === 0) status = 'No members found';
    else status = `${results.length} ${results.length === 1 ? 'member' : 'members'} found`;
  }
  const hint = 'Search members by name or email, then pick them from the list.';

  return (
    <FieldShell id={id} label="Contributors" error={error} hint={hint}>
      <div ref={rootRef} className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          placeholder="e.g. priya"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={`${inputClass} h-11 pl-9`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching members"
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-[var(--shadow-card)]"
        >
          {results.map((user, index) => {
            const added = chosen.has(user.email.toLowerCase());
            return (
              <li
                key={user.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={added || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(user.email)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-accent-soft text-accent-text' : 'text-fg'} ${added ? 'cursor-default opacity-70' : ''}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{user.name}</span>
                  <span className="block truncate font-mono text-xs">{user.email}</span>
                </span>
                {added ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold">
                    <Check className="size-3.5" aria-hidden="true" />
                    Added
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="min-h-5 text-xs text-muted">
        {status}
      </p>
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
